import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { pathOfPage, siteRouteSegments } from './routes'

const appDir = path.join(import.meta.dirname, '../app')

/** Files of src/app that Next serves at the top level, under the address they are served at. */
const servedFiles: Record<string, string> = {
  'robots.ts': 'robots.txt',
  'sitemap.ts': 'sitemap.xml',
  'icon.svg': 'icon.svg',
  'apple-icon.png': 'apple-icon.png',
  'favicon.ico': 'favicon.ico',
}

/** The first segments of the routes under `dir`: its folders, route groups' folders included, and its served files. */
function firstSegments(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return servedFiles[entry.name] ? [servedFiles[entry.name]!] : []
    if (entry.name.startsWith('(')) return firstSegments(path.join(dir, entry.name))
    if (entry.name.startsWith('[')) return [] // the pages' own route
    return [entry.name]
  })
}

describe("the site's own routes", () => {
  it("reserves the first segment of every route in src/app, and Next's own", () => {
    const segments = firstSegments(appDir)
    expect(segments).toEqual(expect.arrayContaining(['admin', 'api', 'blog', 'portfolios', 'search', 'error_404', 'healthz']))
    expect(siteRouteSegments).toEqual(expect.arrayContaining([...segments, '_next', 'portfolio-detail']))
  })

  it('serves the home page at / and the portfolio at /portfolio', () => {
    expect(pathOfPage('home')).toBe('/')
    expect(pathOfPage('portfolio')).toBe('/portfolio')
    expect(pathOfPage('office-fit-out')).toBe('/office-fit-out')
  })
})
