import { type Attribution, type CampaignParam, campaignParams } from '../params'

/** The visit is kept in the tab's session storage: first-party, no cookie, gone with the tab. */
const visitKey = 'visit'

/** The visit this view belongs to, and whether the view started it (a landing). */
export type KeptVisit = { visit?: Attribution; landed: boolean }

function read(storage: Storage): Attribution | undefined {
  try {
    const kept = storage.getItem(visitKey)
    return kept ? (JSON.parse(kept) as Attribution) : undefined
  } catch {
    return undefined
  }
}

function write(storage: Storage, visit: Attribution) {
  try {
    storage.setItem(visitKey, JSON.stringify(visit))
  } catch {
    // Storage refused (a private window, a full quota): each view then stands alone.
  }
}

/**
 * Run on every page view (the inline site script). A view that arrives from another site or with
 * campaign tags starts a visit: its page, the other site's origin and its tags are kept. Any other
 * view belongs to the visit already kept, or starts one when there is none.
 */
export function rememberVisit(address = location.href, referrer = document.referrer, storage: Storage = sessionStorage): KeptVisit {
  let url: URL
  let from: string
  try {
    url = new URL(address)
    from = referrer ? new URL(referrer).origin : url.origin
  } catch {
    return { landed: false }
  }
  const tags = Object.keys(campaignParams).filter((param) => url.searchParams.has(param)) as CampaignParam[]
  const kept = from === url.origin && !tags.length ? read(storage) : undefined
  if (kept) return { visit: kept, landed: false }
  const visit: Attribution = { landingPage: url.pathname + url.search }
  if (from !== url.origin) visit.referrer = from
  for (const param of tags) visit[campaignParams[param]] = url.searchParams.get(param)!
  write(storage, visit)
  return { visit, landed: true }
}

/** The visit kept for this tab, as the forms send it; undefined without one. */
export function keptVisit(storage: Storage = sessionStorage): string | undefined {
  try {
    return storage.getItem(visitKey) ?? undefined
  } catch {
    return undefined
  }
}
