/**
 * A screenshot of every public template, in English and in Arabic, at 375 and 1440 px, whole page and first screen, into
 * screenshots/ (not committed), to look at the site as a visitor does.
 *   npm run screenshots                        a fresh database and build of the code as it is
 *   npm run screenshots -- http://localhost:3000   a site already running
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { chromiumLaunchOptions } from '../tests/e2e/chromium.mjs'
import { arabicTemplates, templates } from '../tests/e2e/templates.mjs'
import { firstOk, freePort, startServer } from './server-process.mjs'
import { noTelemetry } from './noTelemetry.mjs'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'screenshots')
const widths = [375, 1440]
/** Every template in English, then in Arabic ('ar-home'). */
const shots = { ...templates, ...Object.fromEntries(Object.entries(arabicTemplates).map(([name, pagePath]) => [`ar-${name}`, pagePath])) }


/** A fresh SQLite database with the demo content, a production build, and the server on a free port. */
async function freshSite() {
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const env = {
    ...process.env,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'screenshots-')),
    DATABASE_URL: '',
    SITE_URL: origin,
    ...noTelemetry,
  }
  for (const [command, ...args] of /** @type {[string, ...string[]][]} */ ([['tsx', 'scripts/prepare-db.ts'], ['next', 'build']])) {
    console.log(`${command} ${args.join(' ')}...`)
    const { status } = spawnSync(path.join(root, 'node_modules', '.bin', command), args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
    if (status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${status}`)
  }
  const server = startServer(env, port)
  await firstOk(`${origin}/healthz`)
  return {
    origin,
    stop: () => {
      process.kill(-(/** @type {number} */ (server.pid)), 'SIGTERM')
      fs.rmSync(env.DATA_DIR, { recursive: true, force: true })
    },
  }
}

const site = process.argv[2] ? { origin: process.argv[2].replace(/\/$/, ''), stop: () => {} } : await freshSite()
fs.mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 900 } })
    for (const [name, pagePath] of Object.entries(shots)) {
      await page.goto(`${site.origin}${pagePath}`, { waitUntil: 'networkidle' })
      await page.screenshot({ path: path.join(outDir, `${name}-${width}-first-screen.png`) })
      // Pictures below the fold load lazily, and the first visit has Next optimise each: scroll
      // through the page a screen at a time, waiting for the pictures in view.
      await page.evaluate(async () => {
        const inView = (/** @type {Element} */ image) => {
          const box = image.getBoundingClientRect()
          return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
        }
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y)
          for (let waited = 0; waited < 15_000 && [...document.images].some((image) => inView(image) && !image.complete); waited += 100) {
            await new Promise((resolve) => setTimeout(resolve, 100))
          }
        }
        window.scrollTo(0, 0)
        // Headless Chromium leaves pictures decoded asynchronously out of a whole-page shot.
        const decoded = Promise.all([...document.images].filter((image) => image.complete).map((image) => {
          image.decoding = 'sync'
          return image.decode().catch(() => {})
        }))
        await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5_000))])
      })
      await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true })
    }
    await page.close()
  }
  console.log(`${Object.keys(shots).length * widths.length * 2} screenshots in ${path.relative(process.cwd(), outDir)}/`)
} finally {
  await browser.close()
  site.stop()
}
