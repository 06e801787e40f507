import type { GlobalAfterChangeHook, Payload } from 'payload'

import { defaultCompanyTimeZone, knownZone } from '../zones'

/** How long a read of the company's zone is trusted: other instances see a change within this. */
const freshForMs = 60_000

let known = { zone: defaultCompanyTimeZone, readAt: Number.NEGATIVE_INFINITY }

/** The company's time zone (company details), read at most once a minute. */
export async function readCompanyTimeZone(payload: Payload): Promise<string> {
  if (Date.now() - known.readAt < freshForMs) return known.zone
  const company = await payload.findGlobal({ slug: 'company', select: { timeZone: true }, depth: 0, overrideAccess: true })
  known = { zone: knownZone(company.timeZone), readAt: Date.now() }
  return known.zone
}

/** The zone last read: for code that may not wait (the default until the first read). */
export const lastCompanyTimeZone = () => known.zone

/** The company's details' afterChange hook: this instance takes the new zone at once, the others within a minute. */
export const rememberCompanyTimeZone: GlobalAfterChangeHook = ({ doc }) => {
  known = { zone: knownZone((doc as { timeZone?: unknown }).timeZone), readAt: Date.now() }
}
