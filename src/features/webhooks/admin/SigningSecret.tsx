'use client'

import { Button, useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

import { allows } from '@/cms/access'

/**
 * The webhook's signing secret is never shown again after its creation's answer: an owner who needs
 * it (a new receiver, a lost note) makes a new one here, shown once; the old one stops signing.
 */
export function SigningSecret() {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const [secret, setSecret] = useState('')
  const [message, setMessage] = useState('')
  if (!allows(user, 'webhooks', 'manage')) return null

  async function replace() {
    setMessage('')
    const response = await fetch(`/api/webhooks/${id}/secret`, { method: 'POST', credentials: 'include' })
    const answer = await response.json().catch(() => ({}))
    if (response.ok) setSecret(answer.secret)
    else setMessage(answer.errors?.[0]?.message ?? `The server answered ${response.status}.`)
  }

  return (
    <section aria-labelledby="signing-secret" style={{ marginBlock: 'calc(var(--base) * 1.5)', maxWidth: '40rem' }}>
      <h3 id="signing-secret">Signing secret</h3>
      {secret ? (
        <>
          <p>Copy it into the receiving tool now: it is not shown again. The previous secret no longer signs.</p>
          <p>
            <code data-testid="webhook-secret" style={{ userSelect: 'all', wordBreak: 'break-all' }}>
              {secret}
            </code>
          </p>
        </>
      ) : (
        <>
          <p>Each request is signed with a secret the receiver checks (Standard Webhooks). It was shown once, when this webhook was created through the API; make a new one to see it.</p>
          <Button buttonStyle="secondary" onClick={replace}>
            Make a new secret
          </Button>
        </>
      )}
      {message && <p role="alert">{message}</p>}
    </section>
  )
}
