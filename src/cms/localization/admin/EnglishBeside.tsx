'use client'
import { useDocumentInfo, useField, useLocale } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { richTextLines } from '@/features/search/documentText'
import { defaultLocale } from '@/lib/locales'
import { englishOf, valueAt } from './englishOf'

const box = {
  marginBottom: 'calc(var(--base) / 3)',
  padding: 'calc(var(--base) / 3) calc(var(--base) / 2)',
  borderInlineStart: '3px solid var(--theme-elevation-250)',
  background: 'var(--theme-elevation-50)',
  fontSize: '0.9em',
} as const

/**
 * Above a field being translated: its English, read-only, and Copy English (for text; rich text is
 * shown to be read, as its editor keeps its own state). Nothing in English, or when editing English.
 */
export function EnglishBeside({ path }: { path: string }) {
  const locale = useLocale()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { value, setValue } = useField<unknown>({ path })
  const [english, setEnglish] = useState<unknown>()
  const translating = locale.code !== defaultLocale

  useEffect(() => {
    if (!translating) return
    let current = true
    englishOf({ id, collectionSlug, globalSlug }).then((document) => current && setEnglish(valueAt(document, path)))
    return () => {
      current = false
    }
  }, [translating, id, collectionSlug, globalSlug, path])

  const lines = typeof english === 'string' ? [english] : richTextLines(english)
  if (!translating || !lines.some(Boolean)) return null
  return (
    <div style={box} className="english-beside">
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 'var(--base)', alignItems: 'baseline' }}>
        <strong>English</strong>
        {typeof english === 'string' && (
          <button type="button" className="btn btn--style-secondary btn--size-xsmall" style={{ margin: 0 }} disabled={value === english} onClick={() => setValue(english)}>
            Copy English
          </button>
        )}
      </div>
      <div lang="en" dir="ltr" style={{ whiteSpace: 'pre-line' }}>
        {lines.join('\n')}
      </div>
    </div>
  )
}
