import type { Locale } from '@/lib/locales'

import { afterSuccess } from '../afterSuccess'
import { type FormDefinition, type FormName } from '../definitions'
import { sentNoticeId } from '../protocol'
import { sourcePage } from './client'
import { formWordsIn } from '../words'
import { formPage, refusalPage } from './formPage'
import { refusalIn } from './refusalWords'
import { json, refuse } from './respond'

/** How a submission is answered: to a script (JSON, SPEC §7), or to a browser's plain post (a page). */
export type Answers = {
  stored: (status: 200 | 201) => Response | Promise<Response>
  invalid: (errors: Record<string, string>) => Response | Promise<Response>
  refused: (status: number, reason: string, headers?: HeadersInit) => Response | Promise<Response>
}

/** The answers to the enhanced form, its refusals in the submission's language (its messages already are). */
export const scriptAnswers = (language: () => Locale): Answers => ({
  stored: (status) => json(status, { ok: true }),
  invalid: (errors) => json(422, { errors }),
  refused: (status, reason, headers) => refuse(status, refusalIn(language(), status, reason), headers),
})

/**
 * A plain post: once stored, a redirect (303) to where SPEC §4 sends the visitor, whose page then
 * shows the thank-you notice; otherwise the page it came from with the form as sent and why, in
 * the submission's language.
 */
export function pageAnswers(
  name: FormName,
  form: FormDefinition,
  request: Request,
  { companySite, values, language }: { companySite: () => Promise<string>; values: () => Record<string, unknown>; language: () => Locale },
): Answers {
  const page = () => sourcePage(request, values()) ?? '/'
  const words = () => formWordsIn(language())
  return {
    stored: async () => {
      const { href } = afterSuccess(form, { companySite: await companySite(), currentPage: page() })
      return new Response(null, { status: 303, headers: { Location: `${href}#${sentNoticeId(name)}`, 'Cache-Control': 'no-store' } })
    },
    invalid: (errors) => formPage(name, form, page(), { values: values(), errors }, 422, words()),
    refused: (status, reason, headers) => {
      const said = refusalIn(language(), status, reason)
      if (status === 403) return refusalPage(403, said, language())
      return formPage(name, form, page(), { values: values(), failure: said }, status, words()).then((response) => {
        for (const [key, value] of new Headers(headers)) response.headers.set(key, value)
        return response
      })
    },
  }
}
