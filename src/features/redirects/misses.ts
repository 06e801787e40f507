import { isbot } from 'isbot'

import { keptMissParams, maxAddressLength, type MissKind } from './protocol'

/**
 * Files and probes the site never had: scripts of other platforms (`.php`, `.asp`), their admin
 * paths (`wp-admin`, `wp-login`, `xmlrpc`), secrets and repositories (`.env`, `.git`), and assets
 * (pictures, scripts, styles, fonts, archives) a page of another site or an old build asked for.
 * Counted apart as noise: no visitor followed a link to them.
 */
const noisePath =
  /(^|\/)(wp-[a-z-]+|xmlrpc|cgi-bin|phpmyadmin|\.env|\.git|\.svn|\.aws|\.ds_store|vendor\/phpunit|_astro|autodiscover)(\/|$|\.)|\.(php\d?|phtml|asp|aspx|jsp|cgi|pl|env|ini|sql|bak|old|log|ya?ml|json|js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|eot|zip|gz|tar|rar|7z|txt|xml|mp4|webm)$/i

/** How a missing address is grouped: noise (a probe or a file), a robot's request (by its user agent), or a visitor's. */
export function missKindOf(path: string, userAgent: string | null): MissKind {
  if (noisePath.test(path)) return 'noise'
  return isbot(userAgent ?? '') ? 'bot' : 'visitor'
}

/**
 * A missing address as the report keeps it: its decoded path (bounded), and of its query only the
 * parameters of `keptMissParams` (the old addresses of WordPress and similar sites), sorted.
 */
export function missAddressOf(url: URL): string {
  let path: string
  try {
    path = decodeURI(url.pathname)
  } catch {
    path = url.pathname
  }
  const kept = new URLSearchParams()
  for (const name of keptMissParams) {
    const value = url.searchParams.get(name)
    if (value !== null) kept.set(name, value)
  }
  kept.sort()
  const query = kept.toString()
  return `${path}${query ? `?${query}` : ''}`.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, maxAddressLength)
}

/** The origin of a Referer header (no path, no query: nothing that names a person), or '' for none. */
export function referringOrigin(referer: string | null): string {
  if (!referer) return ''
  try {
    const { origin, protocol } = new URL(referer)
    return protocol === 'http:' || protocol === 'https:' ? origin.slice(0, 200) : ''
  } catch {
    return ''
  }
}
