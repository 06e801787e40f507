import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/**
 * The file in which `npm start` records what its build was made from (commit and configuration);
 * removing it makes the next start rebuild the site.
 */
export const buildStampFile = path.join(root, '.next', 'start-stamp')

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
/** @param {NodeJS.ProcessEnv} env */
const buildStamp = (env) => createHash('sha256').update(JSON.stringify([commit(), env.SITE_URL, env.PORT])).digest('hex')

/** Whether the build on disk was made from this commit for this configuration. */
export function builtFor(env = process.env) {
  // internals: next-standalone-config
  const built = ['.next/BUILD_ID', '.astro-dist/server/entry.mjs'].every((file) => fs.existsSync(path.join(root, file)))
  return built && fs.existsSync(buildStampFile) && fs.readFileSync(buildStampFile, 'utf8') === buildStamp(env)
}

/** Records that the build on disk was made from this commit for this configuration. */
export const markBuilt = (env = process.env) => fs.writeFileSync(buildStampFile, buildStamp(env))
