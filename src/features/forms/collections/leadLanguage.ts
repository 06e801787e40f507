import type { Field } from 'payload'

import { defaultLocale, type Locale, locales } from '@/lib/locales'
import { unchangeable } from '../leadWork/fields'

/** Each language as the sales team reads it, in English: the admin's lists and filters, the CSV, the company's mail. */
export const languageNames: Record<Locale, string> = { en: 'English', ar: 'Arabic' }

/** The lead field that keeps the language of the page a lead was sent from (and of the mail that thanks its sender). */
export const leadLanguageKey = 'language'

export const leadLanguageField: Field = {
  name: leadLanguageKey,
  type: 'select',
  defaultValue: defaultLocale,
  options: locales.map((value) => ({ value, label: languageNames[value] })),
  access: unchangeable,
  admin: { position: 'sidebar', readOnly: true },
}
