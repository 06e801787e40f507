import fs from 'node:fs'
import path from 'node:path'

import { startServer } from '../../scripts/server-process.mjs'

/**
 * The site's instances of the cluster run (scripts/test-cluster.sh): instance i listens on the i-th
 * port of CLUSTER_PORTS, with the environment the script set (database, Redis, bucket, secret) and
 * the mail server's address (`extraEnv`, written by the global setup). Their process ids are kept in
 * a file, so that the setup's teardown stops an instance a test restarted too.
 */
const ports = (process.env.CLUSTER_PORTS ?? '').split(',').map(Number)
const stateFile = () => path.join(process.env.DATA_DIR!, 'cluster-instances.json')

type State = { extraEnv: Record<string, string>; pids: Record<number, number>; nginxPid?: number }

const readState = (): State => JSON.parse(fs.readFileSync(stateFile(), 'utf8'))
const writeState = (state: State) => fs.writeFileSync(stateFile(), JSON.stringify(state))

export const instanceOrigin = (index: number) => `http://localhost:${ports[index]}`
export const instanceCount = () => ports.length

export function rememberEnvironment(extraEnv: Record<string, string>) {
  writeState({ extraEnv, pids: {} })
}

/** Starts instance `index` (server.mjs in a process group of its own); its output goes to the test's. */
/** nginx's process, stopped with the instances should the test run end abruptly (scripts/test-cluster.sh). */
export function rememberNginx(pid: number) {
  writeState({ ...readState(), nginxPid: pid })
}

export function startInstance(index: number) {
  const state = readState()
  const server = startServer({ ...process.env, ...state.extraEnv }, ports[index]!, 'inherit')
  writeState({ ...state, pids: { ...state.pids, [index]: server.pid! } })
  return server
}

/** Sends `signal` to instance `index` and everything it started; false when it is not running. */
export function signalInstance(index: number, signal: NodeJS.Signals): boolean {
  const pid = readState().pids[index]
  try {
    if (pid) process.kill(-pid, signal)
    return Boolean(pid)
  } catch {
    return false
  }
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Stops every instance as an operator would (SIGTERM), and waits until each has exited. */
export async function stopInstances() {
  const pids = Object.values(readState().pids)
  for (const index of ports.keys()) signalInstance(index, 'SIGTERM')
  const deadline = Date.now() + 35_000
  while (pids.some(running) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
}
