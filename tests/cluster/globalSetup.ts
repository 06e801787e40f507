import path from 'node:path'
import type { TestProject } from 'vitest/node'

import { firstOk, freePort } from '../../scripts/server-process.mjs'
import { instanceCount, instanceOrigin, rememberEnvironment, rememberNginx, startInstance, stopInstances } from './instances'
import { startMailbox } from './mailbox'
import { startNginx } from './nginx'

/**
 * What the cluster's tests reach: the site through nginx (`origin`, its public https address), each
 * instance directly, the admin who signs in, and the file where the mail server writes each mail.
 */
export type Cluster = { origin: string; instances: string[]; admin: { email: string; password: string }; mailbox: string }

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: Cluster
  }
}

/**
 * The instances of the production build (server.mjs) and nginx in front of them, with a real SMTP
 * server for the lead mail: run through scripts/test-cluster.sh, which built the site and set the
 * environment they share (PostgreSQL, Redis, the bucket, the secret, the ports, the certificate).
 * Every instance runs the mail queue, as in production.
 */
export default async function setup(project: TestProject) {
  const env = process.env as Record<string, string>
  const mailbox = path.join(env.DATA_DIR!, 'mailbox.jsonl')
  const smtpPort = await freePort()
  const closeMailbox = await startMailbox(mailbox, smtpPort)
  rememberEnvironment({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), MAIL_TO: 'leads@studio.example', MAIL_RETRY_DELAY_MS: '1000' })
  const instances = Array.from({ length: instanceCount() }, (_, index) => instanceOrigin(index))
  const nginx = await startNginx({
    upstreams: instances.map((origin) => new URL(origin).host.replace('localhost', '127.0.0.1')),
    httpPort: Number(env.CLUSTER_HTTP_PORT),
    httpsPort: Number(env.CLUSTER_HTTPS_PORT),
    certificate: env.CLUSTER_TLS_CERTIFICATE!,
    key: env.CLUSTER_TLS_KEY!,
  })
  rememberNginx(nginx.pid)
  const stop = async () => {
    await nginx.stop()
    await stopInstances()
    await closeMailbox()
  }
  try {
    instances.forEach((_, index) => startInstance(index))
    await Promise.all(instances.map((origin) => firstOk(`${origin}/readyz`)))
    project.provide('cluster', { origin: env.SITE_URL!, instances, admin: { email: env.ADMIN_EMAIL!, password: env.ADMIN_PASSWORD! }, mailbox })
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}
