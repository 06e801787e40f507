import { createHash } from 'node:crypto'
import type { CollectionBeforeChangeHook, Field, GlobalBeforeChangeHook } from 'payload'

import { defaultLocale, type Locale } from '@/lib/locales'
import { hasNoWords, wordsOf } from './wordsOf'

/** Where a document's Arabic stands against its English, shown in the sidebar and the lists. */
export const arabicStatuses = [
  { value: 'missing', label: 'Not written yet' },
  { value: 'outdated', label: 'Older than the English' },
  { value: 'current', label: 'Up to date' },
] as const

export type ArabicStatus = (typeof arabicStatuses)[number]['value']

const changedAtField: Record<Locale, string> = { en: 'englishChangedAt', ar: 'arabicChangedAt' }

/** The fields that keep the status: when each language's words last changed, and a digest of them per language. */
export const translationFields: Field[] = [
  {
    name: 'arabic',
    label: 'Arabic',
    type: 'select',
    options: [...arabicStatuses],
    defaultValue: 'missing',
    index: true,
    admin: { position: 'sidebar', readOnly: true, description: "Whether this document's words are written in Arabic, and since its English last changed." },
  },
  ...(['en', 'ar'] as const).map(
    (locale): Field => ({
      name: changedAtField[locale],
      label: locale === 'en' ? 'English words changed' : 'Arabic words changed',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    }),
  ),
  { name: 'wordsDigest', type: 'text', localized: true, admin: { hidden: true } },
]

const digestOf = (words: unknown[]) => (hasNoWords(words) ? null : createHash('sha256').update(JSON.stringify(words)).digest('base64url'))

export function arabicStatus(englishChangedAt: string | null | undefined, arabicChangedAt: string | null | undefined): ArabicStatus {
  if (!arabicChangedAt) return 'missing'
  return englishChangedAt && englishChangedAt > arabicChangedAt ? 'outdated' : 'current'
}

type Doc = Record<string, unknown>

/**
 * Notes when the words of the language being saved change (a digest of its localized fields, the
 * SEO plugin's included, compared with the one saved before in that language), and sets the Arabic
 * status from the two dates. Pictures, links and the order of sections are shared: changing them
 * changes no language.
 */
export const trackWords = (({ collection, global, data, originalDoc, req }: TrackArgs) => {
  const locale = (req.locale ?? defaultLocale) as Locale
  if (!(locale in changedAtField)) return data
  const fields = ((collection ?? global)?.fields ?? []).filter((field) => !('name' in field && field.name === 'wordsDigest'))
  const saved = { ...originalDoc, ...data }
  const digest = digestOf(wordsOf(fields, saved))
  const changed = digest !== (originalDoc?.wordsDigest ?? null)
  const dates = {
    englishChangedAt: saved.englishChangedAt as string | null | undefined,
    arabicChangedAt: saved.arabicChangedAt as string | null | undefined,
    ...(changed && { [changedAtField[locale]]: digest ? new Date().toISOString() : null }),
  }
  return { ...data, ...dates, wordsDigest: digest, arabic: arabicStatus(dates.englishChangedAt, dates.arabicChangedAt) }
}) as CollectionBeforeChangeHook & GlobalBeforeChangeHook

type TrackArgs = {
  collection?: { fields: Field[] } | null
  global?: { fields: Field[] } | null
  data: Doc
  originalDoc?: Doc
  req: { locale?: string | null }
}
