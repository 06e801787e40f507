/**
 * Lighthouse (mobile emulation, simulated throttling: its defaults) on pages of a running site,
 * with Debian's Chromium. Used by bench.mjs; alone: node scripts/lighthouse.mjs http://localhost:3000 / /office-fit-out
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { chromiumLaunchOptions } from '../tests/e2e/chromium.mjs'

const categories = ['performance', 'accessibility', 'best-practices', 'seo']

/** Gzipped bytes of the JavaScript a page loads before any interaction. */
function scriptBytes(lhr) {
  const requests = lhr.audits['network-requests'].details?.items ?? []
  return requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + request.transferSize, 0)
}

/** Scores (0 to 100), LCP and TBT (ms), CLS, page weight and script bytes of each path. */
export async function lighthouseReport(origin, paths) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  })
  try {
    const results = []
    for (const path of paths) {
      const { lhr } = await lighthouse(`${origin}${path}`, { port: chrome.port, logLevel: 'error', onlyCategories: categories })
      results.push({
        path,
        scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)])),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        weightBytes: lhr.audits['total-byte-weight'].numericValue,
        scriptBytes: scriptBytes(lhr),
        failing: categories.flatMap((id) =>
          lhr.categories[id].auditRefs
            .map((ref) => lhr.audits[ref.id])
            .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
            .map((audit) => audit.id),
        ),
      })
    }
    return results
  } finally {
    await chrome.kill()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, ...paths] = process.argv.slice(2)
  console.log(JSON.stringify(await lighthouseReport(origin, paths), null, 2))
}
