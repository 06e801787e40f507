import { describe, expect, it } from 'vitest'

import { servedByAstro } from './astroProxy'

describe('which server answers an address', () => {
  it('gives Astro the public pages, their files, the feeds, the preview and any unknown address', () => {
    for (const path of ['/', '/about-us', '/blog', '/blog/page/2', '/portfolios/a-villa', '/search', '/error_404', '/no/such/page', '/sitemap.xml', '/icons/ui.svg', '/next/preview', '/_astro/site.css']) {
      expect(servedByAstro(path), path).toBe(true)
    }
  })

  it("keeps Next's own: the admin, the API and the forms' endpoints, its files and the probes; never Astro's loopback-only endpoints", () => {
    for (const path of ['/admin', '/admin/collections/pages', '/api/get-quote', '/_next/static/x.js', '/healthz', '/readyz', '/internal/expire-tags']) {
      expect(servedByAstro(path), path).toBe(false)
    }
  })
})
