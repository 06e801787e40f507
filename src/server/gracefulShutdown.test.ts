import { EventEmitter } from 'node:events'
import http from 'node:http'
import net from 'node:net'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { gracefulShutdown } from './gracefulShutdown'
import { isShuttingDown, onShutdown } from './shutdownState'

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void

let server: http.Server
let port: number
let signals: EventEmitter
let exit: ReturnType<typeof vi.fn<(code: number) => void>>
const agents: http.Agent[] = []

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

async function serve(handler: Handler, { deadlineMs = 30_000, idleGraceMs = 50 } = {}) {
  server = http.createServer(handler)
  signals = new EventEmitter()
  exit = vi.fn<(code: number) => void>()
  gracefulShutdown(server, { deadlineMs, idleGraceMs, events: signals, exit, log: { log: () => {}, error: () => {} } })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as net.AddressInfo).port
}

/** A GET through a keep-alive agent: the status, the Connection header, the body and the socket it came on. */
function get(path: string, agent: http.Agent) {
  return new Promise<{ status?: number; connection?: string; body: string; socket: net.Socket }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, body, socket: req.socket! }))
    })
    req.on('error', reject)
  })
}

const keepAliveAgent = () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  agents.push(agent)
  return agent
}

const closed = (socket: net.Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())))

/** Whether a new connection to the server is refused. */
const connectionRefused = () =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve('accepted')
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
  })

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('site.shutdown')]
})

afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('graceful shutdown of the HTTP server', () => {
  it('lets a slow request in flight complete, saying Connection: close, refuses new connections, then exits 0', async () => {
    const arrived = gate()
    const release = gate()
    await serve((req, res) => {
      arrived.open()
      void release.opened.then(() => res.end('done'))
    })
    const answer = get('/slow', keepAliveAgent())
    await arrived.opened

    signals.emit('SIGTERM')
    expect(isShuttingDown()).toBe(true)
    expect(await connectionRefused()).toBe('ECONNREFUSED')
    expect(exit).not.toHaveBeenCalled()

    release.open()
    const { status, connection, body, socket } = await answer
    expect({ status, connection, body }).toEqual({ status: 200, connection: 'close', body: 'done' })
    await closed(socket)
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0))
    expect(exit).toHaveBeenCalledTimes(1)
  })

  it('closes an idle keep-alive connection once it stays idle', async () => {
    await serve((_req, res) => res.end('ok'))
    const { connection, socket } = await get('/', keepAliveAgent())
    expect(connection).toBe('keep-alive')
    expect(socket.destroyed).toBe(false)

    signals.emit('SIGTERM')
    await closed(socket)
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0))
  })

  it('answers, rather than resets, a request sent on an idle keep-alive connection just as the signal comes', async () => {
    await serve((req, res) => res.end(req.url))
    const agent = keepAliveAgent()
    const first = await get('/first', agent)
    expect(first.connection).toBe('keep-alive')

    signals.emit('SIGTERM')
    const second = await get('/second', agent)
    expect(second.socket).toBe(first.socket)
    expect({ status: second.status, connection: second.connection, body: second.body }).toEqual({ status: 200, connection: 'close', body: '/second' })
    await closed(second.socket)
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0))
  })

  it('finishes a response that began before the signal, then closes its connection', async () => {
    const began = gate()
    const release = gate()
    await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' })
      res.write('first half, ', () => began.open())
      void release.opened.then(() => res.end('second half'))
    })
    const answer = get('/streamed', keepAliveAgent())
    await began.opened

    signals.emit('SIGTERM')
    release.open()
    const { status, body, socket } = await answer
    expect({ status, body }).toEqual({ status: 200, body: 'first half, second half' })
    await closed(socket)
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0))
  })

  it('waits for the running job before it exits', async () => {
    const job = gate()
    let jobFinished = false
    onShutdown('job queue', async () => {
      await job.opened
      jobFinished = true
    })
    await serve((_req, res) => res.end('ok'))
    const serverClosed = new Promise((resolve) => server.once('close', resolve))

    signals.emit('SIGTERM')
    await serverClosed
    expect(exit).not.toHaveBeenCalled()

    job.open()
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0))
    expect(jobFinished).toBe(true)
  })

  it('exits 1 when a request is still in flight at the deadline', async () => {
    const arrived = gate()
    await serve(() => arrived.open(), { deadlineMs: 200 })
    get('/never', keepAliveAgent()).catch(() => {})
    await arrived.opened

    signals.emit('SIGTERM')
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1))
    expect(exit).not.toHaveBeenCalledWith(0)
  })
})
