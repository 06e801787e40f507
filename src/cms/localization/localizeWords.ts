import type { Field } from 'payload'

import { defaultLocale } from '@/lib/locales'

const wordTypes = new Set<Field['type']>(['text', 'textarea', 'richText'])

/** Marks a field (or a group's fields) as a fact the same in every language: an address, a phone, a slug. */
export const sameInEveryLanguage = <F extends Field>(field: F): F => ({ ...field, custom: { ...field.custom, sameInEveryLanguage: true } })

/** A default written in English is the English default only: the Arabic starts empty, never in English. */
function defaultInDefaultLanguage(field: Field) {
  if (!('defaultValue' in field) || field.defaultValue === undefined || typeof field.defaultValue === 'function') return {}
  const value = field.defaultValue
  return { defaultValue: ({ locale }: { locale?: string }) => (!locale || locale === defaultLocale ? value : undefined) }
}

const isSameInEveryLanguage = (field: Field) => Boolean(field.custom?.sameInEveryLanguage)

/** Above the field, while an editor translates: its English, and Copy English (admin/EnglishBeside.tsx). */
const englishBeside = '@/cms/localization/admin/EnglishBeside#EnglishBeside'
const withEnglishBeside = (field: Field) => {
  const components = (field.admin as { components?: { beforeInput?: unknown[] } } | undefined)?.components
  return { admin: { ...field.admin, components: { ...components, beforeInput: [...(components?.beforeInput ?? []), englishBeside] } } }
}

/**
 * The fields with every text, textarea and rich text among them localized, however deep (in groups,
 * tabs, rows, arrays and blocks): words a visitor reads, which an editor writes in each language.
 * The layout around them (sections, rows, pictures, links) stays one, shared by both languages.
 * A field marked `sameInEveryLanguage` is left as it is, with all it holds.
 */
export function localizeWords(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (isSameInEveryLanguage(field)) return field
    if (wordTypes.has(field.type)) return { ...field, localized: true, ...defaultInDefaultLanguage(field), ...withEnglishBeside(field) } as Field
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: localizeWords(tab.fields) })) }
    if (field.type === 'blocks') return { ...field, blocks: (field.blocks ?? []).map((block) => ({ ...block, fields: localizeWords(block.fields) })) }
    if ('fields' in field) return { ...field, fields: localizeWords(field.fields) } as Field
    return field
  })
}
