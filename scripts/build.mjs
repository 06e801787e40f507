/**
 * npm run build: the public pages' server (Astro, into .astro-dist, its client files precompressed)
 * and the admin's and API's (Next, into .next).
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { noTelemetry } from './noTelemetry.mjs'

const root = path.resolve(import.meta.dirname, '..')
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name)

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 */
function run(label, command, args) {
  console.log(label)
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...noTelemetry } })
  if (status !== 0) process.exit(status ?? 1)
}

run('Building the public pages (Astro)...', bin('astro'), ['build'])
run('Compressing their scripts and styles...', process.execPath, ['scripts/precompress.mjs', '.astro-dist/client'])
run('Building the admin and the API (Next)...', bin('next'), ['build'])
