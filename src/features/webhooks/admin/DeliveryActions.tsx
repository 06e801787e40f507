'use client'

import { Button, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { allows } from '@/cms/access'

/** Above a delivery: a link to its lead, and for owners *Send again* (at once, with the same webhook-id). */
export function DeliveryActions() {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const leadCollection = useFormFields(([fields]) => fields.leadCollection?.value) as string | undefined
  const leadId = useFormFields(([fields]) => fields.leadId?.value) as string | undefined
  const [message, setMessage] = useState('')
  if (id === undefined) return null

  async function resend() {
    const response = await fetch(`/api/webhook-deliveries/${id}/resend`, { method: 'POST', credentials: 'include' })
    const answer = await response.json().catch(() => ({}))
    setMessage(answer.message ?? answer.errors?.[0]?.message ?? `The server answered ${response.status}.`)
  }

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--base)', marginBlockEnd: 'var(--base)' }}>
      {leadCollection && leadId && <a href={`/admin/collections/${leadCollection}/${leadId}`}>Open the lead</a>}
      {allows(user, 'webhooks', 'manage') && (
        <Button buttonStyle="secondary" margin={false} onClick={resend}>
          Send again
        </Button>
      )}
      {message && <p role="status">{message}</p>}
    </div>
  )
}
