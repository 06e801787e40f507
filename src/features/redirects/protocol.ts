/**
 * Redirects and the not-found report (issue 40): the facts both processes share. A rule sends one
 * address of this site (or every address under a prefix, `/old-blog/*`) on to another address, a
 * page, post or case study, or answers 410 Gone; it is served only where the site has no page.
 */

/** What a rule answers: 301 (the default) and 308 permanently, 302 and 307 for now, 410 gone. */
export const redirectTypes = ['301', '302', '307', '308', '410'] as const
export type RedirectType = (typeof redirectTypes)[number]
export const defaultRedirectType: RedirectType = '301'

export const redirectTypeLabels: Record<RedirectType, string> = {
  '301': '301 Moved permanently',
  '302': '302 Found (for now)',
  '307': '307 Temporary redirect',
  '308': '308 Permanent redirect',
  '410': '410 Gone (no new address)',
}

/** The collections a rule may send visitors to, following the document's address wherever it moves. */
export const targetCollections = ['pages', 'posts', 'projects'] as const
export type TargetCollection = (typeof targetCollections)[number]

/** A prefix rule ends so: `/old-blog/*` sends `/old-blog/a/b` on to `{to}/a/b`. */
export const prefixMark = '/*'

/** How long a shared cache (a CDN) may keep a redirect or a 410 before asking again: the site's own caches are expired at once when a rule changes. */
export const redirectCacheControl = 'public, max-age=0, s-maxage=60'

/** The longest address kept or accepted (a `from`, a `to`, a missing address). */
export const maxAddressLength = 2000

/** The most rows one CSV file may hold: a larger one is refused whole, with this number in its message. */
export const maxImportRows = 5000

/**
 * The query parameters a missing address keeps in the report (`/?p=123`, `/index.php?page_id=7`:
 * the old addresses of WordPress and similar sites, which a redirect can take over); any other
 * parameter (campaign tags, click ids, a visitor's search) is dropped.
 */
export const keptMissParams = ['p', 'page_id', 'cat', 'tag', 'id', 'page'] as const

/** How a missing address is grouped in the report. */
export const missKinds = ['visitor', 'bot', 'noise'] as const
export type MissKind = (typeof missKinds)[number]
export const missKindLabels: Record<MissKind, string> = { visitor: 'Visitors', bot: 'Bots', noise: 'Noise (probes and files)' }

/** Days a missing address is kept after it was last seen, unless Settings › Analytics says otherwise. */
export const defaultNotFoundRetentionDays = 90
