'use client'
import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

/** A document opened this long after its creation is not Create New's fresh one: nothing to discard. */
const freshForMs = 60_000
/** How long after the view goes the address is read: the router has moved to the next page by then. */
const leaveCheckMs = 300

/**
 * Rendered beside the edit view's buttons, it draws nothing: when the editor leaves a document that
 * Create New has just made (another view of the admin, or the tab closed), it asks the server to
 * discard it, which the server does only if nobody typed in it (untouchedDrafts.ts).
 */
export function DiscardUntouched() {
  const { id, collectionSlug, initialData } = useDocumentInfo()
  const { config } = useConfig()
  // The router may first show a page it kept of an earlier document under the same id (SQLite gives a
  // deleted row's id again): the server discards only the document created at this very time.
  const created = String(initialData?.createdAt ?? '')
  const url = `${config.serverURL}${config.routes.api}/${collectionSlug}/${id}/discard-untouched?created=${encodeURIComponent(created)}`
  useEffect(() => {
    if (!id || !collectionSlug) return
    const discard = () => {
      if (Date.now() - Date.parse(created) < freshForMs) navigator.sendBeacon(url)
    }
    const documentPath = `${config.routes.admin}/collections/${collectionSlug}/${id}`
    window.addEventListener('pagehide', discard)
    return () => {
      window.removeEventListener('pagehide', discard)
      // Unmounted, the view may be shown again at once (the admin redraws it): only a new address is leaving.
      setTimeout(() => {
        if (window.location.pathname !== documentPath) discard()
      }, leaveCheckMs)
    }
  }, [id, collectionSlug, created, url, config.routes.admin])
  return null
}
