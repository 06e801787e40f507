'use client'
import { useConfig } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

/** The alt text of the picture an upload field holds (its id, as the form keeps it), fetched once per picture. */
export function usePictureAlt(value: unknown, collection = 'media'): string | undefined {
  const { config } = useConfig()
  const id = typeof value === 'string' || typeof value === 'number' ? value : undefined
  const [alt, setAlt] = useState<{ id: unknown; text?: string }>()
  useEffect(() => {
    if (id === undefined) return
    const controller = new AbortController()
    fetch(`${config.routes.api}/${collection}/${encodeURIComponent(id)}?depth=0&select[alt]=true`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((doc: { alt?: string } | undefined) => setAlt({ id, text: doc?.alt }))
      .catch(() => undefined)
    return () => controller.abort()
  }, [id, collection, config.routes.api])
  if (value && typeof value === 'object' && 'alt' in value && typeof value.alt === 'string') return value.alt
  return alt?.id === id ? alt?.text : undefined
}
