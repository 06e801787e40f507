import type { Server, ServerResponse } from 'node:http'
import net from 'node:net'
import type { Socket } from 'node:net'

import { beginShutdown } from './shutdownState.ts'

/**
 * Shuts `server` down on SIGTERM or SIGINT without failing anyone it already serves:
 * - it stops accepting connections at once (a load balancer retries elsewhere) and /readyz answers 503;
 * - every request in flight completes, its response saying `Connection: close` (Node then closes its
 *   connection once the response is sent);
 * - a keep-alive connection with no request (idle at the signal, or after a response that had begun
 *   before it) is closed once it has stayed idle for `idleGraceMs`, the server's keep-alive timeout
 *   as at any other time: a request its client sent just as the signal came, already on its way, is
 *   answered (with `Connection: close`) rather than reset, and a proxy that drops its idle connections
 *   sooner (nginx's upstream `keepalive_timeout 4s`, deploy/nginx/site.conf) never sends on one that
 *   is closing;
 * - the work registered with onShutdown (the job queue's running batch) finishes.
 * Then the process exits 0; if that takes longer than `deadlineMs`, it exits 1.
 */
export function gracefulShutdown(
  server: Server,
  {
    deadlineMs = 30_000,
    idleGraceMs = server.keepAliveTimeout,
    signals = ['SIGTERM', 'SIGINT'],
    events = process,
    exit = (code) => process.exit(code),
    log = console,
  }: {
    deadlineMs?: number
    idleGraceMs?: number
    signals?: string[]
    events?: Pick<NodeJS.EventEmitter, 'once'>
    exit?: (code: number) => void
    log?: Pick<Console, 'log' | 'error'>
  } = {},
) {
  const inFlight = new Set<ServerResponse>()
  /** Requests under way on each connection. */
  const busy = new Map<Socket, number>()
  let closing = false

  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close')
  }
  const closeIfStillIdle = (socket: Socket) => {
    setTimeout(() => {
      if (!busy.get(socket)) socket.destroy()
    }, idleGraceMs).unref()
  }

  server.on('connection', (socket) => {
    busy.set(socket, 0)
    socket.once('close', () => busy.delete(socket))
  })
  // Before the site's own listener, which may answer at once.
  server.prependListener('request', (req, res) => {
    const { socket } = req
    inFlight.add(res)
    busy.set(socket, (busy.get(socket) ?? 0) + 1)
    if (closing) closeAfter(res)
    res.once('close', () => {
      inFlight.delete(res)
      busy.set(socket, (busy.get(socket) ?? 1) - 1)
      if (closing && !busy.get(socket) && !socket.destroyed) closeIfStillIdle(socket)
    })
  })

  async function shutdown(signal: string) {
    if (closing) return
    closing = true
    log.log(`${signal}: finishing ${inFlight.size} requests in flight and the running job, then exiting`)
    setTimeout(() => {
      log.error(`Still busy ${deadlineMs / 1000} s after ${signal} (${inFlight.size} requests in flight): exiting`)
      exit(1)
    }, deadlineMs).unref()
    // net's close, not http's: http.Server#close also destroys every idle connection at once, resetting
    // the ones whose next request is already on its way.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()))
    for (const res of inFlight) closeAfter(res)
    for (const [socket, requests] of busy) if (!requests) closeIfStillIdle(socket)
    const [failures] = await Promise.all([beginShutdown(), closed])
    for (const failure of failures) log.error('A shutdown task failed', failure)
    exit(0)
  }

  for (const signal of signals) events.once(signal, () => void shutdown(signal))
  return { shutdown }
}
