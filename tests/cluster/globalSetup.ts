import type { ChildProcess } from 'node:child_process'
import type { TestProject } from 'vitest/node'

import { firstOk, freePort, startServer } from '../../scripts/server-process.mjs'

/** What the cluster's tests reach: each instance's origin, and the admin who signs in. */
export type Cluster = { instances: string[]; admin: { email: string; password: string } }

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: Cluster
  }
}

/**
 * Two instances of the production build (server.mjs), run through scripts/test-cluster.sh, which
 * built it and set the environment they share: the database (DATA_DIR), REDIS_URL, the admin.
 * CLUSTER_PORTS ('3471,3472') picks their ports, else free ones are taken.
 */
export default async function setup(project: TestProject) {
  const ports = process.env.CLUSTER_PORTS ? process.env.CLUSTER_PORTS.split(',').map(Number) : [await freePort(), await freePort()]
  const servers: ChildProcess[] = ports.map((port) => startServer({ ...process.env, JOBS_AUTORUN: 'false' }, port, 'inherit'))
  const stop = () => {
    for (const server of servers) if (server.exitCode === null) process.kill(-server.pid!, 'SIGTERM')
  }
  try {
    const instances = ports.map((port) => `http://localhost:${port}`)
    await Promise.all(instances.map((origin) => firstOk(`${origin}/healthz`)))
    project.provide('cluster', { instances, admin: { email: process.env.ADMIN_EMAIL ?? '', password: process.env.ADMIN_PASSWORD ?? '' } })
  } catch (error) {
    stop()
    throw error
  }
  return stop
}
