'use client'

import { Button, useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

import { allows } from '@/cms/access'

/** Owners send a delivery again, at once, with the same webhook-id. */
export function ResendDelivery() {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const [message, setMessage] = useState('')
  if (!allows(user, 'webhooks', 'manage') || id === undefined) return null

  async function resend() {
    const response = await fetch(`/api/webhook-deliveries/${id}/resend`, { method: 'POST', credentials: 'include' })
    const answer = await response.json().catch(() => ({}))
    setMessage(answer.message ?? answer.errors?.[0]?.message ?? `The server answered ${response.status}.`)
  }

  return (
    <div style={{ marginBlockEnd: 'var(--base)' }}>
      <Button buttonStyle="secondary" onClick={resend}>
        Send again
      </Button>
      {message && <p role="status">{message}</p>}
    </div>
  )
}
