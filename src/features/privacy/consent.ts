import type { FormName } from '@/features/forms/definitions'
import type { Locale } from '@/lib/locales'
import { wordsIn } from '@/lib/words'

/**
 * What a newsletter subscriber agreed to, kept on their record: when, on which page, and the words
 * the footer's newsletter form showed them in their language (its heading, text and button).
 */
export function consentOf(form: FormName, { locale, page, submitLabel, at = new Date() }: { locale: Locale; page: string | undefined; submitLabel: string; at?: Date }) {
  if (form !== 'newsletter') return {}
  const { newsletterHeading, newsletterText } = wordsIn(locale).footer
  return { consentedAt: at.toISOString(), consentPage: page ?? null, consentWording: `${newsletterHeading}\n${newsletterText}\n[${submitLabel}]` }
}
