/**
 * The admin's session counts only on requests from the site's own origin (Payload's csrf list is
 * SITE_URL): opened at another address this server answers (127.0.0.1 beside localhost, www. beside
 * the bare domain), sign-in would work and every save would then be refused without a word. So a
 * page of the admin asked for at another host is sent to the same page at SITE_URL, before sign-in.
 * A proxy in front must pass the Host the browser asked for (deploy/nginx/site.conf does).
 * `site` is the public origin (SITE_URL). Returns where to send the browser, or nothing when the
 * request is where it belongs.
 */
export function adminElsewhere({ method, url = '/', headers }: { method?: string; url?: string; headers: { host?: string } }, site: string): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined
  // Asked of every request: the address's path compared as it is, parsed only for the admin's pages.
  const pathname = url.split('?', 1)[0]!
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return undefined
  const canonical = new URL(site)
  if (!headers.host || headers.host.toLowerCase() === canonical.host) return undefined
  return new URL(url, canonical).toString()
}
