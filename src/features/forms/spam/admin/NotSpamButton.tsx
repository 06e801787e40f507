'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** Beside a spam lead's flag: *Not spam* moves it back to the leads and sends what it held (spam/notSpam.ts). */
export function NotSpamButton() {
  const { id, collectionSlug, docPermissions } = useDocumentInfo()
  const spam = useFormFields(([fields]) => fields.spam?.value) as boolean | undefined
  const router = useRouter()
  const [message, setMessage] = useState('')
  if (id === undefined || !collectionSlug || !docPermissions?.update) return null
  if (!spam) return message ? <p role="status">{message}</p> : null

  async function notSpam() {
    const response = await fetch(`/api/${collectionSlug}/${id}/not-spam`, { method: 'POST', credentials: 'include' })
    const answer = await response.json().catch(() => ({}))
    setMessage(answer.message ?? answer.errors?.[0]?.message ?? `The server answered ${response.status}.`)
    if (response.ok) router.refresh()
  }

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--base)', marginBlock: 'calc(var(--base) / 2)' }}>
      <Button buttonStyle="secondary" margin={false} onClick={notSpam}>
        Not spam
      </Button>
      {message && <p role="status">{message}</p>}
    </div>
  )
}
