/**
 * A newcomer's first start, as README.md tells it: a fresh clone of the committed HEAD, `npm install`
 * with an empty npm cache (every package downloaded), then `npm start` (build, database and demo
 * content) until / answers 200. Each step's duration in milliseconds.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { firstOk, freePort } from '../server-process.mjs'

/** @param {string} root */
export async function firstPage(root) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'first-page-'))
  const repo = path.join(folder, 'repo')
  const env = { ...process.env, npm_config_cache: path.join(folder, 'npm-cache'), npm_config_audit: 'false', npm_config_fund: 'false' }
  try {
    const cloned = spawnSync('git', ['clone', '--quiet', root, repo], { stdio: 'inherit' })
    if (cloned.status !== 0) throw new Error('git clone failed')

    const installStarted = performance.now()
    const installed = spawnSync('npm', ['install'], { cwd: repo, env, stdio: 'ignore' })
    if (installed.status !== 0) throw new Error(`npm install failed (${installed.status})`)
    const installMs = performance.now() - installStarted

    const port = await freePort()
    const startStarted = performance.now()
    const start = spawn('npm', ['start'], { cwd: repo, env: { ...env, PORT: String(port) }, stdio: 'ignore', detached: true })
    try {
      const startMs = await firstOk(`http://localhost:${port}/`, startStarted, 20 * 60_000)
      return { installMs, startMs }
    } finally {
      process.kill(-(/** @type {number} */ (start.pid)), 'SIGTERM')
      await new Promise((resolve) => start.once('exit', resolve))
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { installMs, startMs } = await firstPage(path.resolve(import.meta.dirname, '../..'))
  const minutes = (/** @type {number} */ ms) => `${(ms / 60_000).toFixed(1)} min`
  console.log(`npm install (cold cache): ${minutes(installMs)}; npm start to the first page: ${minutes(startMs)}; in all ${minutes(installMs + startMs)}`)
}
