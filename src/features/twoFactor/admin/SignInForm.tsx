'use client'

import { Button } from '@payloadcms/ui'
import { type FormEvent, type InputHTMLAttributes, type Ref, useEffect, useRef, useState } from 'react'

import type { SecondFactorRefusal } from '../signIn'

type Props = { redirectTo: string; forgotPassword: string }
type State = { kind: 'idle' | 'sending' | 'signed-in' } | { kind: 'refused'; message: string }

/** A field drawn with the admin's own classes, as Payload's sign-in form draws it. */
function Field({ id, label, ...input }: { id: string; label: string; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field-type text">
      <label className="field-label" htmlFor={id}>
        {label}
        <span className="required">*</span>
      </label>
      <div className="field-type__wrap">
        <input id={id} required {...input} />
      </div>
    </div>
  )
}

/**
 * Email and password; when the account has a second factor, its code. One request carries all
 * three, so no session exists before the code is right.
 */
export function SignInForm({ redirectTo, forgotPassword }: Props) {
  const [askCode, setAskCode] = useState(false)
  const [state, setState] = useState<State>({ kind: 'idle' })
  const codeInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (askCode) codeInput.current?.focus()
  }, [askCode])

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setState({ kind: 'sending' })
    try {
      const response = await fetch('/api/users/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: form.get('email'), password: form.get('password'), code: form.get('code') ?? undefined }),
      })
      if (response.ok) {
        setState({ kind: 'signed-in' })
        return window.location.assign(redirectTo)
      }
      const error = ((await response.json().catch(() => ({}))) as { errors?: { message?: string; data?: Partial<SecondFactorRefusal> }[] }).errors?.[0]
      if (error?.data?.secondFactor === 'required' || error?.data?.secondFactor === 'invalid') setAskCode(true)
      setState({ kind: 'refused', message: error?.message ?? `The server answered ${response.status}. Try again.` })
    } catch {
      setState({ kind: 'refused', message: 'The server could not be reached. Check the connection and try again.' })
    }
  }

  const busy = state.kind === 'sending' || state.kind === 'signed-in'
  return (
    <form className="login__form" method="post" onSubmit={signIn} style={{ display: 'grid', gap: 'var(--base)' }}>
      <div className="login__inputWrap" style={{ display: 'grid', gap: 'var(--base)' }}>
        <Field id="field-email" name="email" type="email" label="Email" autoComplete="username" />
        <Field id="field-password" name="password" type="password" label="Password" autoComplete="current-password" />
        {askCode && (
          <Field
            ref={codeInput}
            id="field-code"
            name="code"
            label="Code from your authenticator app"
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-describedby="code-help"
          />
        )}
        {askCode && (
          <p id="code-help" className="field-description" style={{ marginTop: 'calc(var(--base) * -0.5)' }}>
            Six digits, a new one every 30 seconds. Lost your phone? Enter one of your recovery codes instead.
          </p>
        )}
      </div>
      <div role="alert" style={{ color: 'var(--theme-error-500)' }}>
        {state.kind === 'refused' && state.message}
      </div>
      <div>
        <a href={forgotPassword}>Forgot password?</a>
      </div>
      <Button type="submit" size="large" disabled={busy} margin={false}>
        {busy ? 'Signing in…' : askCode ? 'Verify code' : 'Login'}
      </Button>
    </form>
  )
}
