/** Starting and reaching the production server (server.mjs) from the benchmark and robustness scripts. */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freeLoopbackPort } from '../src/server/freePort.ts'
import { memoryAllocator } from '../src/server/memoryAllocator.ts'
import { noTelemetry } from './noTelemetry.mjs'

const root = path.resolve(import.meta.dirname, '..')

/** A port nobody listens on now. */
export const freePort = freeLoopbackPort

/**
 * Milliseconds from `started` until `url` first answers 200.
 * @param {string | URL} url
 */
export async function firstOk(url, started = performance.now(), timeoutMs = 120_000) {
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) return performance.now() - started
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The environment the server runs with wherever it is started: its memory allocator's (src/server/memoryAllocator.ts). */
export const serverProcessEnv = memoryAllocator().env

/**
 * server.mjs on `port`, in a process group of its own (so a kill reaches everything it started);
 * its output goes to `output` ('ignore', 'inherit', or a file descriptor).
 * @param {NodeJS.ProcessEnv} env
 * @param {number} port
 * @param {'ignore' | 'inherit' | number} [output]
 * @returns {import('node:child_process').ChildProcess}
 */
export function startServer(env, port, output = 'ignore') {
  return spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    env: { ...serverProcessEnv, ...env, PORT: String(port) },
    stdio: ['ignore', output, output],
    detached: true,
  })
}

/**
 * A site of its own for a robustness run: a fresh SQLite data folder with the demo content (small
 * pictures), a free port, and a production build of the code as it is (a build left from another
 * commit would measure that commit). Rate limits are raised and queued jobs stay queued, so the run
 * sees every lead and its jobs.
 * @param {string} name
 */
export async function freshSite(name) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SITE_URL: origin,
    ...noTelemetry,
    FORM_RATE_LIMIT: '100000000',
    JOBS_AUTORUN: 'false',
  }
  /**
   * @param {string} command
   * @param {string[]} args
   */
  const run = (command, args) => {
    const { status } = spawnSync(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
    if (status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${status}`)
  }
  run(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/prepare-db.ts', '--picture-scale', '0.1'])
  run(process.execPath, ['scripts/build.mjs'])
  return { dataDir, port, origin, env }
}

/**
 * The headers a page of the site sends with a form, holding the anti-forgery token.
 * @param {string} origin
 * @param {string} token
 */
export const formHeaders = (origin, token) => ({
  'content-type': 'application/json',
  'x-requested-with': 'XMLHttpRequest',
  origin,
  cookie: `XSRF-TOKEN=${token}`,
  'x-xsrf-token': token,
})
