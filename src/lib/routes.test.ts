import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { pathOfPage, siteRouteSegments } from './routes'

const appDir = path.join(import.meta.dirname, '../app')
const astroPagesDir = path.join(import.meta.dirname, '../site/pages')
const astroPublicDir = path.join(import.meta.dirname, '../site/public')

/** The first segments of Next's routes under `dir`: its folders, route groups' folders included. */
function nextSegmentsIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile() || entry.name.startsWith('[')) return [] // files are no routes here; [...path] is the pages' own
    if (entry.name.startsWith('(')) return nextSegmentsIn(path.join(dir, entry.name))
    return [entry.name]
  })
}

/** The first segments of Astro's routes and public files: names without their .astro/.ts, but the pages' own. */
function astroSegmentsIn(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .map((name) => name.replace(/\.(astro|ts)$/, ''))
    // A name with a parameter in it (sitemap-[n].xml) holds a dot, which no page's address can hold.
    .filter((name) => !name.includes('[') && !['index', '404', '500'].includes(name))
}

describe("the site's own routes", () => {
  it("reserves the first segment of every route of Next and of Astro, and Next's own files", () => {
    const segments = [...nextSegmentsIn(appDir), ...astroSegmentsIn(astroPagesDir), ...astroSegmentsIn(astroPublicDir)]
    expect(segments).toEqual(expect.arrayContaining(['admin', 'api', 'blog', 'portfolios', 'search', 'error_404', 'healthz', 'sitemap.xml', 'icon.svg']))
    expect(siteRouteSegments).toEqual(expect.arrayContaining([...segments, '_next', '_astro']))
  })

  it('serves the home page at / and the portfolio at /portfolio', () => {
    expect(pathOfPage('home')).toBe('/')
    expect(pathOfPage('portfolio')).toBe('/portfolio')
    expect(pathOfPage('office-fit-out')).toBe('/office-fit-out')
  })
})
