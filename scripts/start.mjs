/**
 * npm start, before the server: brings the database up to date (loading the demo content into an
 * empty one) while it builds the site when the current build is missing or was made for another
 * commit or address, then ends, and npm's shell becomes the server (package.json: `exec ... node
 * server.mjs`, with the allocator src/server/memoryAllocator.ts names), so that nothing is left waiting
 * beside it.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { builtFor, markBuilt } from './build-stamp.mjs'
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

const upToDate = builtFor()
// The build reads no content: it runs beside the database's preparation (on a first start, the
// demo content's pictures, drawn here).
console.log(upToDate ? 'Preparing the database...' : 'Preparing the database and building the site (the first start takes a few minutes)...')
await Promise.all([run(bin('tsx'), ['scripts/prepare-db.ts']), upToDate || run(process.execPath, ['scripts/build.mjs']).then(() => markBuilt())])

if (memoryAllocator().name === 'glibc') console.log("Memory: glibc's allocator (Debian's libjemalloc2 would keep about 60 MB less after a load: docs/deploy.md)")
console.log('Starting the server...')
