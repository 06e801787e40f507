/**
 * npm run dev: the database brought up to date (demo content into an empty one), then both
 * development servers, each reloading as its code changes: Next's (the admin, the API, the forms'
 * endpoints) on PORT, and Astro's (the public pages) on loopback port 4321 behind it. Next hands
 * every address it has no route for to Astro (next.config.ts, in development only), so
 * http://localhost:3000 is the whole site, and a save in the admin expires the pages showing it
 * there, as in production (ASTRO_ORIGIN and ASTRO_EXPIRE_TOKEN, shared by both).
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { siteUrl } from '../src/cms/env.ts'
import { noTelemetry } from './noTelemetry.mjs'

const root = path.resolve(import.meta.dirname, '..')
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name)
const astroPort = 4321
const env = {
  ...process.env,
  ...noTelemetry,
  SITE_URL: siteUrl(),
  ASTRO_ORIGIN: `http://127.0.0.1:${astroPort}`,
  ASTRO_EXPIRE_TOKEN: randomBytes(24).toString('hex'),
}

const prepared = spawnSync(bin('tsx'), ['scripts/prepare-db.ts'], { cwd: root, env, stdio: 'inherit' })
if (prepared.status !== 0) process.exit(prepared.status ?? 1)

const servers = [
  spawn(bin('next'), ['dev', '--port', String(process.env.PORT || 3000)], { cwd: root, env, stdio: 'inherit' }),
  spawn(bin('astro'), ['dev', '--port', String(astroPort)], { cwd: root, env, stdio: 'inherit' }),
]
// One ends, both end: a half-started site would only mislead.
for (const server of servers) server.on('exit', (code) => stop(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))
/** @param {number} code */
function stop(code) {
  for (const server of servers) if (server.exitCode === null) server.kill('SIGTERM')
  process.exitCode = code
}
