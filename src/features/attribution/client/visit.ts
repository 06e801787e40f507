import { campaignParamNames, type Visit } from '../params'

/** The visit is kept in the tab's session storage: first-party, no cookie, gone with the tab. */
const visitKey = 'visit'

/** An address with campaign tags or an ad's click id. */
const tagged = new RegExp(`[?&](${campaignParamNames.join('|')})=`)

/** The visit this view belongs to, and whether the view started it (a landing). */
export type KeptVisit = { visit?: Visit; landed: boolean }

/**
 * Run on every page view (the inline site script). A view that arrives from another site or with
 * campaign tags starts a visit: its address (its tags with it) and the other site's origin are
 * kept. Any other view belongs to the visit already kept, or starts one when there is none. Where
 * the browser refuses its storage (a private window, a full quota), each view stands alone.
 */
export function rememberVisit(address = location.href, referrer = document.referrer, storage: Storage = sessionStorage): KeptVisit {
  try {
    const url = new URL(address)
    const from = referrer ? new URL(referrer).origin : url.origin
    let kept: string | null = null
    try {
      if (from === url.origin && !tagged.test(url.search)) kept = storage.getItem(visitKey)
    } catch {}
    if (kept) return { visit: JSON.parse(kept) as Visit, landed: false }
    const visit: Visit = { landingPage: url.pathname + url.search }
    if (from !== url.origin) visit.referrer = from
    try {
      storage.setItem(visitKey, JSON.stringify(visit))
    } catch {}
    return { visit, landed: true }
  } catch {
    return { landed: false }
  }
}

/** The visit kept for this tab, as the forms send it; undefined without one. */
export function keptVisit(storage: Storage = sessionStorage): string | undefined {
  try {
    return storage.getItem(visitKey) ?? undefined
  } catch {
    return undefined
  }
}
