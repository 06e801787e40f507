import { boundedLine } from '@/features/forms/cleanText'
import { type Attribution, campaignParamNames, fieldOf, visitField } from '../params'

/** The longest value kept of each: an address and its query, an origin, a tag. */
const maxLengths = { landingPage: 500, referrer: 200, tag: 200 }

const clean = (value: unknown, max: number) => boundedLine(value, max) || undefined

/** An http(s) origin ('https://www.google.com'), or undefined for anything else. */
function originOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  try {
    const url = new URL(value)
    return /^https?:$/.test(url.protocol) ? clean(url.origin, maxLengths.referrer) : undefined
  } catch {
    return undefined
  }
}

/** A path of this site with its query ('/office-fit-out?utm_source=google'), or undefined. */
const pathOf = (value: unknown) =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? clean(value, maxLengths.landingPage) : undefined

/** The tags of a page's address, as the lead keeps them. */
function tagsOf(page: string): Attribution {
  const tags: Attribution = {}
  const query = new URL(page, 'http://site').searchParams
  for (const param of campaignParamNames) {
    const value = clean(query.get(param), maxLengths.tag)
    if (value) tags[fieldOf(param)] = value
  }
  return tags
}

function parsedVisit(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'string') return undefined
  try {
    const visit: unknown = JSON.parse(value)
    return visit && typeof visit === 'object' && !Array.isArray(visit) ? (visit as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/**
 * Where a submission's visit came from: the page it landed on with that address's tags, and the
 * site before it (its origin). With the page's script, the visit it remembered, every value cleaned
 * and capped like any field (one line, no controls, no bidi controls); without it (a plain post, or
 * a browser that keeps nothing), the page it was sent from.
 */
export function attributionOf(fields: Record<string, unknown>, sentFrom: string | undefined): Attribution {
  const visit = parsedVisit(fields[visitField])
  const address = visit ? visit.landingPage : sentFrom
  const landingPage = pathOf(address)
  const referrer = visit && originOf(visit.referrer)
  // The tags are read from the whole address: a long one is cut only where it is kept.
  return { ...(landingPage ? { landingPage, ...tagsOf(address as string) } : {}), ...(referrer ? { referrer } : {}) }
}
