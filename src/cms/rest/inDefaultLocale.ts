import { defaultLocale } from '@/lib/locales'

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

/**
 * A REST call that names no language (`?locale=`) reads and writes the default one, as Payload's
 * Local API does. With fallback off, Payload leaves such a call with no locale at all
 * (`sanitizeLocales`, payload/dist/utilities/addLocalesToRequest.js), and a query that sorts or
 * filters on a localized field then fails with a 500 (docs/internals.md).
 */
export function inDefaultLocale<Context>(handler: Handler<Context>): Handler<Context> {
  return (request, context) => {
    const url = new URL(request.url)
    if (url.searchParams.has('locale')) return handler(request, context)
    url.searchParams.set('locale', defaultLocale)
    const init = { method: request.method, headers: request.headers, body: request.body, signal: request.signal, duplex: 'half' }
    return handler(new Request(url, init as RequestInit), context)
  }
}
