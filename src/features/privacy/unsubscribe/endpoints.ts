import type { Endpoint, PayloadRequest } from 'payload'

import { defaultLocale, isLocale, type Locale, localeDirections } from '@/lib/locales'
import { signedFor, unsubscribePath } from './link'
import { unsubscribeWords } from './words'

const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!)

/** The site's colours and type (src/site/styles/globals.css), as style attributes: the policy allows no inline stylesheet. */
const styles = {
  body: 'margin:0;min-height:100vh;background:#f6f1ea;color:#1d1b18;font:16px/1.6 ui-sans-serif,system-ui,sans-serif',
  main: 'max-width:32rem;margin:0 auto;padding:3rem 1.25rem',
  brand: 'color:#7a1f1f;font-weight:600;letter-spacing:.04em;text-decoration:none',
  heading: "margin:2rem 0 1rem;font:400 2rem/1.2 Georgia,'Times New Roman',serif",
  button: 'margin-top:1rem;padding:.7rem 1.4rem;border:0;border-radius:6px;background:#1d1b18;color:#fff;font:600 .95rem/1 inherit;letter-spacing:.02em;cursor:pointer',
}

/** A small page of its own (no script), in the subscriber's language, under the company's name. */
function page(status: number, locale: Locale, company: string, heading: string, text: string, form?: { action: string; button: string }) {
  const body = [
    `<a href="/${locale === defaultLocale ? '' : locale}" style="${styles.brand}">${escaped(company)}</a>`,
    `<h1 style="${styles.heading}">${escaped(heading)}</h1>`,
    `<p>${escaped(text)}</p>`,
    form ? `<form method="post" action="${escaped(form.action)}"><button type="submit" style="${styles.button}">${escaped(form.button)}</button></form>` : '',
  ].join('\n')
  const html = `<!DOCTYPE html><html lang="${locale}" dir="${localeDirections[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escaped(heading)}</title></head><body style="${styles.body}"><main style="${styles.main}">${body}</main></body></html>`
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
    return page(403, defaultLocale, company, words.invalid, words.invalidText)
  }
  if (found.kind === 'gone') {
    const words = unsubscribeWords[defaultLocale]
    return page(200, defaultLocale, company, words.gone, words.goneText)
  }
  const words = unsubscribeWords[found.locale]
  if (!unsubscribe) {
    const action = `${unsubscribePath}?${new URLSearchParams({ id: String(found.id), signature: req.searchParams.get('signature')! })}`
    return page(200, found.locale, company, words.title, words.confirm(company), { action, button: words.button })
  }
  await req.payload.delete({ collection: 'newsletter-subscribers', id: found.id, overrideAccess: true, req })
  return page(200, found.locale, company, words.done, words.doneText(company))
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
