import type { Endpoint, PayloadRequest } from 'payload'

import { defaultLocale, isLocale, type Locale, localeDirections } from '@/lib/locales'
import { signedFor, unsubscribePath } from './link'
import { unsubscribeWords } from './words'

const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!)

/** A small page of its own (no script, no style), in the subscriber's language. */
function page(status: number, locale: Locale, heading: string, text: string, form?: { action: string; button: string }) {
  const body = [
    `<h1>${escaped(heading)}</h1>`,
    `<p>${escaped(text)}</p>`,
    form ? `<form method="post" action="${escaped(form.action)}"><button type="submit">${escaped(form.button)}</button></form>` : '',
  ].join('\n')
  const html = `<!DOCTYPE html><html lang="${locale}" dir="${localeDirections[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escaped(heading)}</title></head><body><main>${body}</main></body></html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

type Found = { kind: 'invalid' } | { kind: 'gone' } | { kind: 'subscriber'; id: number | string; locale: Locale }

/** The subscriber the link names, when its signature is theirs. */
async function subscriberOf(req: PayloadRequest): Promise<Found> {
  const id = req.searchParams.get('id') ?? ''
  const signature = req.searchParams.get('signature') ?? ''
  if (!/^\d+$/.test(id) || !signature) return { kind: 'invalid' }
  const subscriber = await req.payload.db.findOne<{ id: number; s_email: string; language?: string | null }>({ collection: 'newsletter-subscribers', where: { id: { equals: Number(id) } }, req })
  if (!subscriber) return { kind: 'gone' }
  if (!signedFor(id, String(subscriber.s_email), signature)) return { kind: 'invalid' }
  return { kind: 'subscriber', id: subscriber.id as number, locale: isLocale(subscriber.language) ? subscriber.language : defaultLocale }
}

async function answer(req: PayloadRequest, unsubscribe: boolean) {
  const found = await subscriberOf(req)
  const company = (await req.payload.findGlobal({ slug: 'company', depth: 0, req })).name ?? ''
  if (found.kind === 'invalid') {
    const words = unsubscribeWords[defaultLocale]
    return page(403, defaultLocale, words.invalid, words.invalidText)
  }
  if (found.kind === 'gone') {
    const words = unsubscribeWords[defaultLocale]
    return page(200, defaultLocale, words.gone, words.goneText)
  }
  const words = unsubscribeWords[found.locale]
  if (!unsubscribe) {
    const action = `${unsubscribePath}?${new URLSearchParams({ id: String(found.id), signature: req.searchParams.get('signature')! })}`
    return page(200, found.locale, words.title, words.confirm(company), { action, button: words.button })
  }
  await req.payload.delete({ collection: 'newsletter-subscribers', id: found.id, overrideAccess: true, req })
  return page(200, found.locale, words.done, words.doneText(company))
}

/**
 * The newsletter's unsubscribe link (link.ts), open to anyone holding a link signed for one
 * subscriber. GET only shows a confirmation page with a button (mail scanners that open links
 * unsubscribe nobody); POST, from that button or a mail client's one-click unsubscribe (RFC 8058),
 * deletes the subscriber. A link whose signature is not the subscriber's is refused (403).
 */
export const unsubscribeEndpoints: Endpoint[] = [
  { path: '/newsletter/unsubscribe', method: 'get', handler: (req) => answer(req, false) },
  { path: '/newsletter/unsubscribe', method: 'post', handler: (req) => answer(req, true) },
]
