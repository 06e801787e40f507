import { afterSuccess } from '../afterSuccess'
import { type FormDefinition, type FormName } from '../definitions'
import { sentNoticeId } from '../protocol'
import { sourcePage } from './client'
import { formPage, refusalPage } from './formPage'
import { json, refuse } from './respond'

/** How a submission is answered: to a script (JSON, SPEC §7), or to a browser's plain post (a page). */
export type Answers = {
  stored: (status: 200 | 201) => Response | Promise<Response>
  invalid: (errors: Record<string, string>) => Response | Promise<Response>
  refused: (status: number, reason: string, headers?: HeadersInit) => Response | Promise<Response>
}

export const scriptAnswers: Answers = {
  stored: (status) => json(status, { ok: true }),
  invalid: (errors) => json(422, { errors }),
  refused: (status, reason, headers) => refuse(status, reason, headers),
}

/**
 * A plain post: once stored, a redirect (303) to where SPEC §4 sends the visitor, whose page then
 * shows the thank-you notice; otherwise the page it came from with the form as sent and why.
 */
export function pageAnswers(
  name: FormName,
  form: FormDefinition,
  request: Request,
  { companySite, values }: { companySite: () => Promise<string>; values: () => Record<string, unknown> },
): Answers {
  const page = () => sourcePage(request, values()) ?? '/'
  return {
    stored: async () => {
      const { href } = afterSuccess(form, { companySite: await companySite(), currentPage: page() })
      return new Response(null, { status: 303, headers: { Location: `${href}#${sentNoticeId(name)}`, 'Cache-Control': 'no-store' } })
    },
    invalid: (errors) => formPage(name, form, page(), { values: values(), errors }, 422),
    refused: (status, reason, headers) =>
      status === 403 ? refusalPage(403, reason) : formPage(name, form, page(), { values: values(), failure: reason }, status).then((response) => {
        for (const [key, value] of new Headers(headers)) response.headers.set(key, value)
        return response
      }),
  }
}
