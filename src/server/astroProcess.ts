import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { astroOrigin, astroPort, siteUrl } from '../cms/env.ts'
import { astroAnswers } from './astroAnswers.ts'
import { collectGarbageMessage } from './collectWhenIdle.ts'
import { freeLoopbackPort } from './freePort.ts'

/** How long the public pages' server may take to answer after its start before this one gives up. */
const startTimeoutMs = 120_000
const restartDelayMs = 1_000
const exitWithParent = new URL('./exitWithParent.ts', import.meta.url).href

/**
 * The public pages' server: Astro's build (.astro-dist) in a child process on a loopback port,
 * reading through a Payload instance of its own, without the job queue (this process runs it).
 * Two processes because Payload keeps one instance per process, built from whichever bundle's
 * config asked first (docs/internals.md). Its address and the token that lets this process expire
 * its cached pages are put in this process's environment (ASTRO_ORIGIN, ASTRO_EXPIRE_TOKEN), where
 * the save hooks read them (src/cms/hooks/expireAstroPages.ts). Should it die, it is started again;
 * it ends when this process does, once this one has let its requests finish (exitWithParent.ts). With
 * ASTRO_ORIGIN set, the server already running there is used instead.
 * Resolves once it answers.
 */
// internals: payload-per-process
export async function startAstro({
  root,
  appOrigin,
  log = console,
}: {
  root: string
  /** This process's own address on loopback, where the child posts its counts (src/cms/env.ts, appOrigin). */
  appOrigin?: string
  log?: Pick<Console, 'log' | 'error'>
}): Promise<{ origin: string; collectGarbage: () => void }> {
  // One started apart (a development server, say): used as it is.
  const startedApart = astroOrigin()
  if (startedApart) return { origin: startedApart, collectGarbage: () => {} }
  const port = astroPort() ?? (await freeLoopbackPort())
  const origin = `http://127.0.0.1:${port}`
  process.env.ASTRO_ORIGIN = origin
  process.env.ASTRO_EXPIRE_TOKEN ||= randomBytes(24).toString('hex')
  const entry = path.join(root, '.astro-dist', 'server', 'entry.mjs')

  let child: ReturnType<typeof spawn> | undefined
  const start = () => {
    child = spawn(process.execPath, ['--import', exitWithParent, entry], {
      cwd: root,
      // PORT and HOST are where Astro's server listens; the address visitors use is this process's,
      // handed over whole, since the child's PORT no longer names it.
      env: { ...process.env, SITE_URL: siteUrl(), HOST: '127.0.0.1', PORT: String(port), JOBS_AUTORUN: 'false', NODE_ENV: 'production', ...(appOrigin && { APP_ORIGIN: appOrigin }) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    child.once('exit', (code, signal) => {
      log.error(`The public pages' server stopped (${signal ?? `exit ${code}`}): starting it again`)
      setTimeout(start, restartDelayMs).unref()
    })
  }

  start()
  await answering(origin)
  // The child collects its garbage when this process, which sees every request, finds the site idle (exitWithParent.ts).
  return { origin, collectGarbage: () => void child?.send?.(collectGarbageMessage, () => {}) }
}

/** Resolves once `origin` answers its readiness address. */
async function answering(origin: string) {
  const started = Date.now()
  for (;;) {
    if (await astroAnswers(origin).then(() => true, () => false)) return
    if (Date.now() - started > startTimeoutMs) throw new Error(`The public pages' server did not answer within ${startTimeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
