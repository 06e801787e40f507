import { defaultLocale, isLocale, type Locale } from '@/lib/locales'
import { languageOfPath } from '@/lib/localePaths'
import { pageLanguageField } from '../protocol'
import { sourcePage } from './client'

/**
 * The language a submission is answered and kept in: the one its form says (the hidden field every
 * form carries, sent by the enhanced form too), else the one of the page it was sent from (a page
 * cached before its forms said it, a refusal before the body is read), else English.
 */
export function submissionLanguage(request: Request, fields: Record<string, unknown> = {}): Locale {
  const said = fields[pageLanguageField]
  if (isLocale(said)) return said
  const page = sourcePage(request, fields)
  return page ? languageOfPath(page.split('?')[0]!).locale : defaultLocale
}
