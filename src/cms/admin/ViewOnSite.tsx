'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { pathOfDocument } from '@/lib/routes'

type Props = { collection: keyof typeof pathOfDocument }

/**
 * "View on site": the public page as visitors see it now, at the published version's address (a
 * draft may have changed it). Nothing until the document has been published.
 */
export function ViewOnSite({ collection }: Props) {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const document = id && hasPublishedDoc ? `${collection}/${id}` : null
  const [found, setFound] = useState<{ document: string; path: string } | null>(null)
  useEffect(() => {
    if (!document) return
    const controller = new AbortController()
    fetch(`/api/${document}?depth=0&draft=false`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc) => doc && setFound({ document, path: (pathOfDocument[collection] as (doc: object) => string)(doc) }))
      .catch(() => undefined)
    return () => controller.abort()
  }, [collection, document])
  if (!document || found?.document !== document) return null
  return (
    <p className="field-type">
      <a href={found.path} target="_blank" rel="noopener">
        View on site ↗
      </a>
    </p>
  )
}
