import { type APIRequestContext, expect, test } from '@playwright/test'

/*
 * The e2e server runs without SITE_URL on a port other than 3000 (scripts/test-e2e.sh), as the
 * README's `npm start` does: every absolute address the site writes must name the address visitors
 * use, http://localhost:PORT of the front server, never the loopback port of the public pages' own
 * server behind it (issue 37).
 */

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])
/** Every absolute address of this machine in a text: in links, structured data, feeds, sitemaps. */
const absoluteAddresses = (text: string) =>
  [...text.matchAll(/https?:\/\/[^\s"'<>)\\,]+/g)].map(([address]) => new URL(address.replace(/&amp;/g, '&'))).filter((url) => loopbackHosts.has(url.hostname))
/** Addresses of this site referred to by an HTML page's attributes, relative ones included. */
const referencedPaths = (html: string) =>
  [
    ...[...html.matchAll(/\s(?:href|src|poster)="([^"#]+)[^"]*"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/\ssrcset="([^"]+)"/g)].flatMap((match) => match[1]!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!)),
  ]
    .map((value) => value.replace(/&amp;/g, '&'))
    .filter((value) => value.startsWith('/') && !value.startsWith('//'))

async function textOf(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return response.text()
}

test('the canonical link, alternates, Open Graph, sitemap, robots.txt and the feed name the port visitors use', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const home = await textOf(request, '/')
  const named = (pattern: RegExp) => [...home.matchAll(pattern)].map(([, value]) => new URL(value!).origin)
  expect(named(/<link rel="canonical" href="([^"]+)"/g)).toEqual([origin])
  expect(named(/<link rel="alternate" hreflang="[^"]+" href="([^"]+)"/g)).not.toHaveLength(0)
  expect(new Set(named(/<link rel="alternate" hreflang="[^"]+" href="([^"]+)"/g))).toEqual(new Set([origin]))
  expect(named(/<meta property="og:(?:url|image)" content="([^"]+)"/g)).toEqual([origin, origin])
  expect(await textOf(request, '/robots.txt')).toContain(`Sitemap: ${origin}/sitemap.xml`)
  const sitemap = await textOf(request, '/sitemap.xml')
  expect(new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).origin))).toEqual(new Set([origin]))
  const feed = await textOf(request, '/rss.xml')
  expect(new Set(absoluteAddresses(feed).map((url) => url.origin))).toEqual(new Set([origin]))
})

test('a crawl of every page in the sitemap finds no broken reference to the site', async ({ request, baseURL }) => {
  test.setTimeout(5 * 60_000)
  const origin = new URL(baseURL!).origin
  const sitemap = await textOf(request, '/sitemap.xml')
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname)
  const documents = ['/robots.txt', '/sitemap.xml', '/rss.xml', ...pages]
  const referenced = new Map<string, string>()
  const elsewhere: string[] = []
  const refer = (path: string, from: string) => referenced.has(path) || referenced.set(path, from)
  for (const document of documents) {
    const text = await textOf(request, document)
    for (const url of absoluteAddresses(text)) {
      if (url.origin === origin) refer(url.pathname + url.search, document)
      else elsewhere.push(`${url.href} (in ${document})`)
    }
    for (const path of referencedPaths(text)) refer(path, document)
  }
  expect(elsewhere, 'absolute addresses of this machine that are not the site').toEqual([])

  const broken: string[] = []
  const queue = [...referenced].filter(([path]) => !documents.includes(path))
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [path, from] = next
      const { status } = await request.get(path, { maxRedirects: 5 }).then((response) => ({ status: response.status() }))
      if (status >= 400) broken.push(`${path} answered ${status} (referred to by ${from})`)
    }
  }
  await Promise.all(Array.from({ length: 6 }, worker))
  expect(referenced.size).toBeGreaterThan(pages.length)
  expect(broken).toEqual([])
})
