/**
 * npm start: brings the database up to date (loading the demo content into an empty one), builds
 * the site when the current build is missing or was made for another commit or configuration, then
 * serves it (server.mjs).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { buildStampFile } from './build-stamp.mjs'
import { serverProcessEnv } from './server-process.mjs'

process.env.NEXT_TELEMETRY_DISABLED = '1'
const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

function run(command, args) {
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (status !== 0) process.exit(status ?? 1)
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return 'no-git'
  }
}

/** What a build depends on besides the code: the static pages hold content read at build time. */
function buildStamp() {
  const inputs = [commit(), process.env.DATA_DIR, process.env.DATABASE_URL, process.env.SITE_URL, process.env.PORT, Boolean(process.env.REDIS_URL)]
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex')
}

console.log('Preparing the database...')
run(bin('tsx'), ['scripts/prepare-db.ts'])

const stamp = buildStamp()
const built = ['.next/BUILD_ID', '.astro-dist/server/entry.mjs'].every((file) => fs.existsSync(path.join(root, file)))
if (!built || !fs.existsSync(buildStampFile) || fs.readFileSync(buildStampFile, 'utf8') !== stamp) {
  console.log('Building the site (the first start takes a minute or two)...')
  // The data cache of earlier builds, which no later build reads (next.config.ts, fetchCacheKeyPrefix).
  fs.rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
  run(process.execPath, ['scripts/build.mjs'])
  fs.writeFileSync(buildStampFile, stamp)
}

const server = spawn(process.execPath, ['server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...serverProcessEnv, ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
