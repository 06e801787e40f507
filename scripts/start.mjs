/**
 * npm start: brings the database up to date (loading the demo content into an empty one) while it
 * builds the site when the current build is missing or was made for another commit or address, then
 * serves it (server.mjs).
 */
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { buildStampFile } from './build-stamp.mjs'
import { noTelemetry } from './noTelemetry.mjs'
import { memoryAllocator } from '../src/server/memoryAllocator.ts'

Object.assign(process.env, noTelemetry)
const root = path.resolve(import.meta.dirname, '..')
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name)

/**
 * Runs a command to its end, its output shown; exits with it should it fail.
 * @param {string} command
 * @param {string[]} args
 */
const run = (command, args) =>
  /** @type {Promise<void>} */ (
    new Promise((resolve) => {
      spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env }).on('exit', (status) => {
        if (status !== 0) process.exit(status ?? 1)
        resolve()
      })
    })
  )

function commit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return 'no-git'
  }
}

/** What a build depends on besides the code: the address the site is served at (its security headers). */
function buildStamp() {
  const inputs = [commit(), process.env.SITE_URL, process.env.PORT]
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex')
}

const stamp = buildStamp()
const built = ['.next/BUILD_ID', '.astro-dist/server/entry.mjs'].every((file) => fs.existsSync(path.join(root, file)))
const upToDate = built && fs.existsSync(buildStampFile) && fs.readFileSync(buildStampFile, 'utf8') === stamp

// The build reads no content: it runs beside the database's preparation (on a first start, the
// demo content's pictures, drawn here).
console.log(upToDate ? 'Preparing the database...' : 'Preparing the database and building the site (the first start takes a few minutes)...')
await Promise.all([
  run(bin('tsx'), ['scripts/prepare-db.ts']),
  upToDate || run(process.execPath, ['scripts/build.mjs']).then(() => fs.writeFileSync(buildStampFile, stamp)),
])

const allocator = memoryAllocator()
if (allocator.name === 'glibc') console.log("Memory: glibc's allocator (Debian's libjemalloc2 would keep about 60 MB less after a load: docs/deploy.md)")
const server = spawn(process.execPath, ['server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...allocator.env, ...process.env },
})
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
