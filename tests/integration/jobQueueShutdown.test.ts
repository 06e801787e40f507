import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import type { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/server-process.mjs'
import { startSmtp } from './smtp'
import { forms } from '@/features/forms/definitions'
import { beginShutdown } from '@/server/shutdownState'
import { adapter, startPayload } from './harness'
import { jsonRequest, validQuote } from './requests'

let payload: Payload
let smtp: SMTPServer
const received: ParsedMail[] = []
let mailArrived!: () => void
const firstMailArrived = new Promise<void>((resolve) => (mailArrived = resolve))
let letMailThrough!: () => void
const mailLetThrough = new Promise<void>((resolve) => (letMailThrough = resolve))

beforeAll(async () => {
  const port = await freePort()
  // An SMTP server that holds each mail until the test lets it through: the job sending it stays running.
  smtp = await startSmtp(port, async (mail) => {
    received.push(mail)
    mailArrived()
    await mailLetThrough
  })
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), MAIL_TO: 'leads@studio.example' })
  ;({ payload } = await startPayload())
})

afterAll(async () => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('site.shutdown')]
  await payload?.destroy()
  await new Promise<void>((resolve) => smtp.close(resolve))
  for (const name of ['SMTP_HOST', 'SMTP_PORT', 'MAIL_TO', 'JOBS_AUTORUN']) delete process.env[name]
})

describe(`the job queue at shutdown on ${adapter}`, () => {
  it('stops taking jobs, and the shutdown waits for the batch that is sending mail', async () => {
    // A process that runs the job queue: the site's Payload client, first asked by the endpoint, starts its autoRun cron.
    process.env.JOBS_AUTORUN = 'true'
    const { POST } = await import('@/app/api/get-quote/route')
    expect((await POST(jsonRequest(forms.quote.endpoint, validQuote))).status).toBe(201)
    // The batch of the cron's own tick (every 10 s) takes the lead's mails. Not cron.trigger(): a run
    // started by hand beside a tick shares croner's one busy flag, which the first to end clears.
    const [cron] = payload.crons
    await firstMailArrived

    let shutdownDone = false
    const shutdown = beginShutdown().then(() => (shutdownDone = true))
    // Time for a shutdown that did not wait to show it; this one cannot end while the mail is held.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(cron!.isStopped()).toBe(true)
    expect(shutdownDone).toBe(false)

    letMailThrough()
    await shutdown
    expect(received.map((mail) => mail.subject).sort()).toEqual([
      'New quote request from Layla Haddad',
      'Thank you, we have received your quote request',
    ])
    // The mail jobs done and gone (the privacy queue's daily jobs, scheduled on the minute, wait for their day).
    expect((await payload.count({ collection: 'payload-jobs', where: { queue: { equals: 'default' } } })).totalDocs).toBe(0)
    expect(payload.crons).toHaveLength(0)
    expect(await payload.config.jobs.shouldAutoRun!(payload)).toBe(false)
  })
})
