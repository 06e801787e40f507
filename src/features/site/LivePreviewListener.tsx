'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * In the admin's live preview, renders the page again each time the editor's draft is saved (as they
 * type, by autosave). Rendered in an editor's preview only: visitors' pages never load it.
 */
export function LivePreviewListener({ serverURL }: { serverURL: string }) {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverURL} />
}
