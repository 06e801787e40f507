import { beginShutdown } from './shutdownState.mjs'

/**
 * Shuts `server` down on SIGTERM or SIGINT without failing anyone it already serves:
 * - it stops accepting connections at once (a load balancer retries elsewhere) and /readyz answers 503;
 * - every request in flight completes, its response saying `Connection: close`, and its connection is
 *   closed once the response is sent (also when the response had begun before the signal);
 * - idle keep-alive connections are closed;
 * - the work registered with onShutdown (the job queue's running batch) finishes.
 * Then the process exits 0; if that takes longer than `deadlineMs`, it exits 1.
 * @param {import('node:http').Server} server
 * @param {{ deadlineMs?: number, signals?: string[], events?: Pick<NodeJS.EventEmitter, 'once'>,
 *   exit?: (code: number) => void, log?: Pick<Console, 'log' | 'error'> }} [options]
 */
export function gracefulShutdown(
  server,
  { deadlineMs = 30_000, signals = ['SIGTERM', 'SIGINT'], events = process, exit = (code) => process.exit(code), log = console } = {},
) {
  const inFlight = new Set()
  let closing = false
  const closeAfter = (res) => {
    if (!res.headersSent) res.setHeader('Connection', 'close')
  }

  // Before the site's own listener, which may answer at once.
  server.prependListener('request', (_req, res) => {
    inFlight.add(res)
    if (closing) closeAfter(res)
    res.once('close', () => {
      inFlight.delete(res)
      // A response that went out as keep-alive before the signal leaves an idle connection behind.
      if (closing) server.closeIdleConnections()
    })
  })

  async function shutdown(signal) {
    if (closing) return
    closing = true
    log.log(`${signal}: finishing ${inFlight.size} requests in flight and the running job, then exiting`)
    setTimeout(() => {
      log.error(`Still busy ${deadlineMs / 1000} s after ${signal} (${inFlight.size} requests in flight): exiting`)
      exit(1)
    }, deadlineMs).unref()
    const closed = new Promise((resolve) => server.close(() => resolve()))
    for (const res of inFlight) closeAfter(res)
    server.closeIdleConnections()
    const [failures] = await Promise.all([beginShutdown(), closed])
    for (const failure of failures) log.error('A shutdown task failed', failure)
    exit(0)
  }

  for (const signal of signals) events.once(signal, () => void shutdown(signal))
  return { shutdown }
}
