import { defaultLocale } from '@/lib/locales'

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

const methodOverride = 'x-payload-http-method-override'

/**
 * A REST call that names no language (`locale`) reads and writes the default one, as Payload's
 * Local API does. With fallback off, Payload leaves such a call with no locale at all
 * (`sanitizeLocales`, payload/dist/utilities/addLocalesToRequest.js), and a query that sorts or
 * filters on a localized field then fails with a 500 (docs/internals.md). A read sent as a POST
 * (the admin's, `X-Payload-HTTP-Method-Override: GET`) carries its query in its body: the language
 * is named there, as a second one in the address would leave the call with none.
 */
// internals: rest-default-locale
export function inDefaultLocale<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    const url = new URL(request.url)
    if (url.searchParams.has('locale')) return handler(request, context)
    if (request.headers.get(methodOverride)) {
      const query = new URLSearchParams(await request.text())
      if (!query.has('locale')) query.set('locale', defaultLocale)
      const headers = new Headers(request.headers)
      headers.delete('content-length')
      return handler(new Request(url, { method: request.method, headers, body: query.toString(), signal: request.signal }), context)
    }
    url.searchParams.set('locale', defaultLocale)
    const init = { method: request.method, headers: request.headers, body: request.body, signal: request.signal, duplex: 'half' }
    return handler(new Request(url, init as RequestInit), context)
  }
}
