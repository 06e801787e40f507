/**
 * Lighthouse (mobile emulation, simulated throttling: its defaults) with Debian's Chromium, on each
 * page as served and on the same page with every script removed (scripts/bench/strip-proxy.mjs),
 * alternating run by run in one browser, so both sides see the same machine at the same moment.
 * Both sides go through the proxy (scripts kept on one), so the hop costs them alike.
 * Each side's figures are the median of `runs` runs.
 * Used by bench.mjs; alone: node scripts/lighthouse.mjs http://localhost:3000 3 / /office-fit-out
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import fs from 'node:fs'
import { createRequire } from 'node:module'

import { chromiumLaunchOptions } from '../tests/e2e/chromium.mjs'
import { spawnStripProxy } from './bench/strip-proxy.mjs'

const categories = ['performance', 'accessibility', 'best-practices', 'seo']
export const lighthouseVersion = JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8')).version

/**
 * @template T
 * @param {T | undefined} value
 * @param {string} what
 * @returns {T}
 */
function reported(value, what) {
  if (value === undefined) throw new Error(`Lighthouse reported no ${what}`)
  return value
}

/** The fields read here of a row of the network-requests audit's table. */
/** @typedef {{ resourceType?: string, transferSize: number }} NetworkRequest */

/**
 * Compressed script the page loaded during the audit (at its mobile size, where other islands may be in view).
 * @param {import('lighthouse').Result} lhr
 */
function scriptBytes(lhr) {
  const details = /** @type {{ items?: NetworkRequest[] } | undefined} */ (reported(lhr.audits['network-requests'], 'network-requests audit').details)
  const requests = details?.items ?? []
  return requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + request.transferSize, 0)
}

/**
 * One run's figures (NaN where Lighthouse gave none).
 * @param {import('lighthouse').Result} lhr
 */
function figures(lhr) {
  const audit = (/** @type {string} */ id) => reported(lhr.audits[id], `${id} audit`)
  const category = (/** @type {string} */ id) => reported(lhr.categories[id], `${id} category`)
  return {
    scores: Object.fromEntries(categories.map((id) => [id, Math.round((category(id).score ?? NaN) * 100)])),
    lcpMs: audit('largest-contentful-paint').numericValue ?? NaN,
    tbtMs: audit('total-blocking-time').numericValue ?? NaN,
    cls: audit('cumulative-layout-shift').numericValue ?? NaN,
    scriptBytes: scriptBytes(lhr),
    failing: categories.flatMap((id) =>
      category(id)
        .auditRefs.map((ref) => audit(ref.id))
        .filter((result) => result.score !== null && result.score < 0.9 && result.scoreDisplayMode !== 'informative')
        .map((result) => result.id),
    ),
  }
}

/** @param {number[]} values */
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN
}

/**
 * One figure set of several runs: each figure's median, and every audit that failed in any run.
 * @param {ReturnType<typeof figures>[]} runs
 */
function medianOf(runs) {
  const pick = (/** @type {(run: ReturnType<typeof figures>) => number} */ read) => median(runs.map(read))
  return {
    runs: runs.length,
    scores: Object.fromEntries(categories.map((id) => [id, pick((run) => run.scores[id] ?? NaN)])),
    lcpMs: pick((run) => run.lcpMs),
    tbtMs: pick((run) => run.tbtMs),
    cls: pick((run) => run.cls),
    scriptBytes: pick((run) => run.scriptBytes),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  }
}

/**
 * Each path's median figures as served (`servedOrigin`) and without scripts (`strippedOrigin`):
 * scores (0 to 100), LCP and TBT (ms), CLS, script bytes, and the audits failing in any run.
 * @param {string} servedOrigin
 * @param {string} strippedOrigin
 * @param {string[]} paths
 * @returns {Promise<{ path: string, served: ReturnType<typeof medianOf>, stripped: ReturnType<typeof medianOf> }[]>}
 */
export async function lighthousePairs(servedOrigin, strippedOrigin, paths, runs = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  })
  const audit = async (/** @type {string} */ url) =>
    figures(reported(await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: categories }), 'result').lhr)
  try {
    const results = []
    for (const path of paths) {
      const served = []
      const stripped = []
      for (let run = 0; run < runs; run++) {
        served.push(await audit(`${servedOrigin}${path}`))
        stripped.push(await audit(`${strippedOrigin}${path}`))
      }
      results.push({ path, served: medianOf(served), stripped: medianOf(stripped) })
    }
    return results
  } finally {
    chrome.kill()
  }
}

if (import.meta.filename === process.argv[1]) {
  const [origin, runs, ...paths] = process.argv.slice(2)
  if (!origin) throw new Error('usage: node scripts/lighthouse.mjs ORIGIN RUNS PATH...')
  const [served, stripped] = await Promise.all([spawnStripProxy(origin, { keepScripts: true }), spawnStripProxy(origin)])
  console.log(JSON.stringify(await lighthousePairs(served.origin, stripped.origin, paths, Number(runs)), null, 2))
  served.close()
  stripped.close()
}
