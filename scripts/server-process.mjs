/** Starting and reaching the production server (server.mjs) from the benchmark and robustness scripts. */
import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** A port nobody listens on now. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** Milliseconds from `started` until `url` first answers 200. */
export async function firstOk(url, started = performance.now(), timeoutMs = 120_000) {
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) return performance.now() - started
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * server.mjs on `port`, in a process group of its own (so a kill reaches everything it started);
 * its output goes to `output` ('ignore', 'inherit', or a file descriptor).
 * @param {NodeJS.ProcessEnv} env
 * @param {number} port
 * @param {'ignore' | 'inherit' | number} [output]
 * @returns {import('node:child_process').ChildProcess}
 */
export function startServer(env, port, output = 'ignore') {
  return spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', output, output],
    detached: true,
  })
}
