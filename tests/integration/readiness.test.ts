import crypto from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { freePort } from '../../scripts/server-process.mjs'
import { adapter, startPayload } from './harness'

type Driver = { pool?: unknown; client?: unknown }

let payload: Payload
let GET: () => Promise<Response>

beforeAll(async () => {
  ;({ payload } = await startPayload())
  ;({ GET } = await import('@/app/(probe)/readyz/route'))
})

afterAll(async () => {
  vi.restoreAllMocks()
  await payload?.destroy().catch(() => {})
})

const probe = async () => {
  const response = await GET()
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() }
}

/** Makes the database check's query (and only it) wait until the function returned is called. */
function hangTheDatabaseCheck() {
  const db = payload.db as unknown as Record<string, Record<string, (sql: unknown) => Promise<unknown>>>
  const [driver, method] = adapter === 'postgres' ? [db.pool!, 'query'] : [db.client!, 'execute']
  const original = driver[method]!.bind(driver)
  let answer!: () => void
  const answered = new Promise<void>((resolve) => (answer = resolve))
  vi.spyOn(driver, method).mockImplementation((sql) => (sql === 'SELECT 1' ? answered.then(() => original(sql)) : original(sql)))
  return answer
}

describe(`/readyz on ${adapter}`, () => {
  it('answers 200 on a reachable, migrated database, never to be kept by a cache', async () => {
    expect(await probe()).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: { ready: true, checks: { shutdown: 'ok', database: 'ok', migrations: 'ok' } },
    })
  })

  it('answers 503 naming the migration the database lacks', async () => {
    const { migrations } = await import('@/migrations')
    const last = migrations().at(-1)!.name
    const [record] = (await payload.find({ collection: 'payload-migrations', where: { name: { equals: last } } })).docs
    await payload.delete({ collection: 'payload-migrations', id: record!.id })

    const { status, body } = await probe()
    expect(status).toBe(503)
    expect(body).toEqual({ ready: false, checks: { shutdown: 'ok', database: 'ok', migrations: `not applied: ${last}` } })

    await payload.create({ collection: 'payload-migrations', data: { name: last, batch: record!.batch } })
    expect((await probe()).status).toBe(200)
  })

  it('answers 503 within its time limit when the database hangs', async () => {
    const answer = hangTheDatabaseCheck()
    const { status, body } = await probe()
    expect(status).toBe(503)
    expect(body.checks).toEqual({ shutdown: 'ok', database: 'no answer within 2 s', migrations: 'ok' })
    answer()
    vi.restoreAllMocks()
    expect((await probe()).status).toBe(200)
  })

  it('answers 503 while the instance shuts down', async () => {
    const { beginShutdown } = await import('@/server/shutdownState')
    await beginShutdown()
    const { status, body } = await probe()
    expect(status).toBe(503)
    expect(body.checks).toEqual({ shutdown: 'shutting down', database: 'ok', migrations: 'ok' })
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('site.shutdown')]
  })

  it('answers 503 naming the database when it cannot be reached', async () => {
    // The instance's connection is replaced: PostgreSQL's by one to a port nobody listens on,
    // SQLite's (a file, no server) by one that is closed.
    const db = payload.db as unknown as Driver & { pg: { Pool: new (options: object) => Driver['pool'] } }
    const [pool, client] = [db.pool, db.client]
    if (adapter === 'postgres') db.pool = new db.pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/site` })
    else {
      db.client = createClient({ url: `file:${path.join(os.tmpdir(), `closed-${crypto.randomUUID()}.db`)}` })
      ;(db.client as { close: () => void }).close()
    }
    try {
      const { status, body } = await probe()
      expect(status).toBe(503)
      expect(body.ready).toBe(false)
      expect(body.checks.database).toMatch(/^unreachable/)
    } finally {
      Object.assign(db, { pool, client })
    }
    expect((await probe()).status).toBe(200)
  })
})
