import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import type { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/server-process.mjs'
import { startSmtp } from './smtp'
import { forms } from '@/features/forms/definitions'
import { adapter, startPayload } from './harness'
import { jsonRequest, newAddress, validQuote } from './requests'

let payload: Payload
let secondInstance: Payload
let smtp: SMTPServer
const received: ParsedMail[] = []

beforeAll(async () => {
  const port = await freePort()
  smtp = await startSmtp(port, (mail) => received.push(mail))
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  process.env.MAIL_TO = 'leads@studio.example'
  process.env.FORM_RATE_LIMIT = '1000'
  ;({ payload } = await startPayload())
  // On PostgreSQL the second runner is a second instance with its own connections, as a second
  // server would be. SQLite serves one box: there the two runners share the process's Payload.
  if (adapter === 'postgres') {
    const [{ default: config }, { getPayload }] = await Promise.all([import('@/cms/payload.config'), import('payload')])
    secondInstance = await getPayload({ config, key: 'second instance' })
  } else {
    secondInstance = payload
  }
})

afterAll(async () => {
  if (secondInstance !== payload) await secondInstance?.destroy()
  await payload?.destroy()
  await new Promise<void>((resolve) => smtp.close(resolve))
  for (const name of ['SMTP_HOST', 'SMTP_PORT', 'MAIL_TO', 'FORM_RATE_LIMIT']) delete process.env[name]
})

const runnerErrors: unknown[] = []

/** Marks jobs as claimed by a runner at `at`, as Payload's claim does. */
async function markClaimed(ids: (number | string)[], at: Date) {
  const db = payload.db as unknown as { pool?: { query: (sql: string, values: unknown[]) => Promise<unknown> }; client?: { execute: (statement: object) => Promise<unknown> } }
  for (const id of ids) {
    if (adapter === 'postgres') await db.pool!.query('UPDATE payload_jobs SET processing = true, updated_at = $1 WHERE id = $2', [at.toISOString(), id])
    else await db.client!.execute({ sql: 'UPDATE payload_jobs SET processing = true, updated_at = ? WHERE id = ?', args: [at.toISOString(), id] })
  }
}

/** A job runner, as the cron of one instance is: runs batches until it finds no job to take. */
async function runner(instance: Payload) {
  try {
    for (let batch = 0; batch < 100; batch++) {
      const result = await instance.jobs.run({ limit: 4 })
      if (result.noJobsRemaining) return
    }
  } catch (error) {
    runnerErrors.push(error)
  }
}

describe(`one sender on ${adapter}`, () => {
  it('sends each queued mail exactly once when two job runners work the same queue at the same time', async () => {
    const { POST } = await import('@/app/api/get-quote/route')
    const names = Array.from({ length: 30 }, (_, index) => `Lead ${String(index).padStart(2, '0')}`)
    for (const [index, name] of names.entries()) {
      const lead = { ...validQuote, name, email: `visitor-${index}@example.com` }
      expect((await POST(jsonRequest(forms.quote.endpoint, lead, { address: newAddress() }))).status).toBe(201)
    }
    expect((await payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(60)

    await Promise.all([runner(payload), runner(secondInstance), runner(payload), runner(secondInstance)])

    const toCompany = received.filter((mail) => mail.subject?.startsWith('New quote request')).map((mail) => mail.subject)
    const toVisitors = received.filter((mail) => !mail.subject?.startsWith('New quote request')).map((mail) => (mail.to as { text: string }).text)
    expect(toCompany.sort()).toEqual(names.map((name) => `New quote request from ${name}`))
    expect(toVisitors.sort()).toEqual(names.map((_, index) => `visitor-${index}@example.com`).sort())
    expect(runnerErrors).toEqual([])
    expect((await payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(0)
  })

  it("sends the mail of a runner that died mid-batch once its claim times out, and leaves a live runner's claim alone", async () => {
    const { POST } = await import('@/app/api/get-quote/route')
    for (const name of ['Dead Runner Lead', 'Live Runner Lead']) {
      expect((await POST(jsonRequest(forms.quote.endpoint, { ...validQuote, name, email: `${name.split(' ')[0]}@example.com` }))).status).toBe(201)
    }
    const jobsOf = async (name: string) => {
      const [lead] = (await payload.find({ collection: 'quote-requests', where: { name: { equals: name } } })).docs
      return (await payload.find({ collection: 'payload-jobs', where: { 'input.id': { equals: String(lead!.id) } } })).docs.map((job) => job.id)
    }
    await markClaimed(await jobsOf('Dead Runner Lead'), new Date(Date.now() - 10 * 60_000))
    await markClaimed(await jobsOf('Live Runner Lead'), new Date())

    received.length = 0
    await Promise.all([runner(payload), runner(secondInstance)])
    expect(received.map((mail) => mail.subject).sort()).toEqual([
      'New quote request from Dead Runner Lead',
      'Thank you, we have received your quote request',
    ])
    expect(await jobsOf('Dead Runner Lead')).toEqual([])
    expect(await jobsOf('Live Runner Lead')).toHaveLength(2)
  })
})
