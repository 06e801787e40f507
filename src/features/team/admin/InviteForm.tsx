'use client'

import { Button, TextInput } from '@payloadcms/ui'
import { type FormEvent, useState } from 'react'

import type { InvitationAnswer } from '../invite'

type Props = { roles: { value: string; label: string }[]; hours: number }
type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; answer: InvitationAnswer } | { kind: 'failed'; message: string }

/** The owner's form above the users list: a colleague's email, name and roles; the answer says where the link went. */
export function InviteForm({ roles, hours }: Props) {
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [chosen, setChosen] = useState<string[]>([])
  const [state, setState] = useState<State>({ kind: 'idle' })

  async function invite(event: FormEvent) {
    event.preventDefault()
    setState({ kind: 'sending' })
    try {
      const response = await fetch('/api/users/invite', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, name, roles: chosen }),
      })
      const body = await response.json()
      if (!response.ok) return setState({ kind: 'failed', message: body.errors?.[0]?.message ?? `The server answered ${response.status}.` })
      setState({ kind: 'done', answer: body })
      setEmail('')
      setName('')
      setChosen([])
    } catch {
      setState({ kind: 'failed', message: 'The server could not be reached. Nothing was sent; try again.' })
    }
  }

  return (
    <section aria-labelledby="invite-title" style={{ marginBottom: 'calc(var(--base) * 1.5)', maxWidth: '40rem' }}>
      <h2 id="invite-title" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        Invite a colleague
      </h2>
      <form onSubmit={invite} style={{ display: 'grid', gap: 'calc(var(--base) / 2)' }}>
        <TextInput path="inviteEmail" label="Email" required value={email} onChange={(event: { target: { value: string } }) => setEmail(event.target.value)} />
        <TextInput path="inviteName" label="Name" value={name} onChange={(event: { target: { value: string } }) => setName(event.target.value)} />
        <fieldset style={{ border: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 'var(--base)' }}>
          <legend style={{ marginBottom: 'calc(var(--base) / 4)' }}>Roles</legend>
          {roles.map((role) => (
            <label key={role.value} style={{ display: 'inline-flex', alignItems: 'center', gap: 'calc(var(--base) / 4)' }}>
              <input
                type="checkbox"
                checked={chosen.includes(role.value)}
                onChange={() => setChosen((now) => (now.includes(role.value) ? now.filter((each) => each !== role.value) : [...now, role.value]))}
              />
              {role.label}
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? 'Inviting…' : 'Send the invitation'}
          </Button>
        </div>
      </form>
      <div role="status" aria-live="polite">
        {state.kind === 'failed' && <p style={{ color: 'var(--theme-error-500)' }}>{state.message}</p>}
        {state.kind === 'done' && state.answer.sent && (
          <p>
            {state.answer.email} has a mail with a link to choose their password; it works for {hours} hours.
          </p>
        )}
        {state.kind === 'done' && !state.answer.sent && (
          <div>
            <p>
              {state.answer.reason} Hand this link to {state.answer.email} yourself (it works for {hours} hours and sets their password):
            </p>
            <input readOnly aria-label="Invitation link" value={state.answer.link} style={{ width: '100%' }} onFocus={(event) => event.target.select()} />
          </div>
        )}
      </div>
    </section>
  )
}
