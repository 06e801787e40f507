'use client'
import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

/** A document opened this long after its creation is not Create New's fresh one: nothing to discard. */
const freshForMs = 60_000

/**
 * Rendered beside the edit view's buttons, it draws nothing: when the editor leaves a document that
 * Create New has just made (another view of the admin, or the tab closed), it asks the server to
 * discard it, which the server does only if nobody typed in it (untouchedDrafts.ts).
 */
export function DiscardUntouched() {
  const { id, collectionSlug, initialData } = useDocumentInfo()
  const { config } = useConfig()
  const createdAt = Date.parse(String(initialData?.createdAt ?? ''))
  useEffect(() => {
    if (!id || !collectionSlug || !(Date.now() - createdAt < freshForMs)) return
    const url = `${config.serverURL}${config.routes.api}/${collectionSlug}/${id}/discard-untouched`
    const discard = () => navigator.sendBeacon(url)
    window.addEventListener('pagehide', discard)
    return () => {
      window.removeEventListener('pagehide', discard)
      discard()
    }
  }, [id, collectionSlug, createdAt, config.serverURL, config.routes.api])
  return null
}
