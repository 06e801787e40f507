'use client'

import { Button, TextInput, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { type KeyboardEvent, useState } from 'react'

import { rolesOf } from '@/cms/access'
import type { TwoFactorEnabled, TwoFactorSetup } from '../endpoints'
import { RecoveryCodes } from './RecoveryCodes'

type Step = { kind: 'status' } | { kind: 'confirm-current' } | { kind: 'scan'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] }

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' })

async function post<T>(path: string, body: object = {}): Promise<T> {
  const response = await fetch(path, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const answer = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(answer.errors?.[0]?.message ?? `The server answered ${response.status}.`)
  return answer as T
}

/**
 * Account › Two-factor sign-in: the user sets it up for themselves (a QR code for the app, its first
 * code, then ten recovery codes shown once); an owner looking at a colleague's account resets it.
 */
export function TwoFactorField() {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const enabledAt = useFormFields(([fields]) => fields.twoFactorEnabledAt?.value) as string | undefined
  const [resetDone, setResetDone] = useState(false)
  const [step, setStep] = useState<Step>({ kind: 'status' })
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const own = user && id !== undefined && String(user.id) === String(id)

  async function run(work: () => Promise<void>) {
    setBusy(true)
    setMessage('')
    try {
      await work()
    } catch (error) {
      setMessage((error as Error).message)
    } finally {
      setBusy(false)
    }
  }
  const startSetUp = (current?: string) =>
    run(async () => {
      setStep({ kind: 'scan', setup: await post<TwoFactorSetup>('/api/users/two-factor/setup', current ? { code: current } : {}) })
      setCode('')
    })
  const turnOn = () => run(async () => setStep({ kind: 'codes', codes: (await post<TwoFactorEnabled>('/api/users/two-factor/enable', { code })).recoveryCodes }))
  const reset = () =>
    run(async () => {
      setMessage((await post<{ message: string }>(`/api/users/${id}/two-factor/reset`)).message)
      setResetDone(true)
    })

  // Inside the account's own form: Enter acts here, it does not save the account.
  const codeField = (label: string, onEnter: () => void) => (
    <TextInput
      path="twoFactorCode"
      label={label}
      value={code}
      htmlAttributes={{ autoComplete: 'one-time-code' }}
      onChange={(event: { target: { value: string } }) => setCode(event.target.value)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== 'Enter') return
        event.preventDefault()
        onEnter()
      }}
    />
  )
  return (
    <section aria-labelledby="two-factor" style={{ marginBlock: 'calc(var(--base) * 1.5)', maxWidth: '40rem' }}>
      <h3 id="two-factor">Two-factor sign-in</h3>
      {step.kind !== 'codes' && (
        <p>{enabledAt ? `On since ${dateFormat.format(new Date(enabledAt))}: signing in takes a code from an authenticator app.` : 'Off: signing in takes the password only.'}</p>
      )}

      {own && step.kind === 'status' && (
        <Button buttonStyle="secondary" disabled={busy} onClick={() => (enabledAt ? setStep({ kind: 'confirm-current' }) : startSetUp())}>
          {enabledAt ? 'Set it up on another phone' : 'Set up two-factor sign-in'}
        </Button>
      )}
      {own && step.kind === 'confirm-current' && (
        <div>
          {codeField('Code your authenticator app shows now', () => startSetUp(code))}
          <Button disabled={busy} onClick={() => startSetUp(code)}>
            Continue
          </Button>
        </div>
      )}
      {own && step.kind === 'scan' && (
        <div>
          <p>Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the six digits it shows.</p>
          {/* The server draws the QR code as SVG from the secret it has just made. */}
          <div role="img" aria-label="QR code for your authenticator app" style={{ width: 200, background: '#fff', padding: 8 }} dangerouslySetInnerHTML={{ __html: step.setup.qrCode }} />
          <p>
            Or type this key into the app: <code style={{ userSelect: 'all', wordBreak: 'break-all' }}>{step.setup.secret}</code>
          </p>
          {codeField('Code from the app', turnOn)}
          <Button disabled={busy} onClick={turnOn}>
            {busy ? 'Checking…' : 'Turn on'}
          </Button>
        </div>
      )}
      {own && step.kind === 'codes' && <RecoveryCodes codes={step.codes} onDone={() => {
            setStep({ kind: 'status' })
            window.location.reload()
          }} />}

      {!own && rolesOf(user).includes('owner') && enabledAt && !resetDone && (
        <Button buttonStyle="secondary" disabled={busy} onClick={() => {
            if (window.confirm('Reset this user’s second factor? They will sign in with their password only until they set it up again.')) void reset()
          }}>
          Reset second factor
        </Button>
      )}
      <div role="status" aria-live="polite">{message && <p>{message}</p>}</div>
    </section>
  )
}
