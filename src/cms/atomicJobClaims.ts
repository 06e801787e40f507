import type { BaseDatabaseAdapter, Where } from 'payload'

import { jobsClaimTimeoutMs } from './env'

type UpdateJobs = BaseDatabaseAdapter['updateJobs']
type JobRow = Record<string, unknown> & { id: number | string }
type ClaimDatabase = { name: string; pool?: PostgresPool; client?: SqliteClient }
type PostgresPool = { query: (text: string, values: unknown[]) => Promise<{ rows: { id: number | string }[] }> }
type SqliteClient = { execute: (statement: { sql: string; args: unknown[] }) => Promise<{ rows: Record<string, unknown>[] }> }

/**
 * A job still runnable when it is claimed (the time is the first parameter): nobody took it, nor did it
 * finish, fail for good, or wait for a retry meanwhile.
 */
const stillRunnable = (now: string) =>
  `processing = false AND completed_at IS NULL AND has_error IS NOT TRUE AND (wait_until IS NULL OR wait_until < ${now})`

/** Takes, of `ids`, the jobs still runnable, in one statement; says which it took. */
async function claim(db: ClaimDatabase, ids: (number | string)[], now: string): Promise<Set<string>> {
  if (db.name === 'postgres') {
    const { rows } = await db.pool!.query(
      `UPDATE payload_jobs SET processing = true, updated_at = $1 WHERE id = ANY($2) AND ${stillRunnable('$1')} RETURNING id`,
      [now, ids],
    )
    return new Set(rows.map((row) => String(row.id)))
  }
  const { rows } = await db.client!.execute({
    sql: `UPDATE payload_jobs SET processing = true, updated_at = ?1 WHERE id IN (${ids.map((_, index) => `?${index + 2}`).join(', ')}) AND ${stillRunnable('?1')} RETURNING id`,
    args: [now, ...ids],
  })
  return new Set(rows.map((row) => String(row.id)))
}


/**
 * Frees the jobs claimed before `cutoff` and neither finished nor given back since: their runner died
 * (kill -9, a lost machine) in the middle of the batch, and Payload would leave them taken for ever.
 * A live runner gives a job back or finishes it well within the timeout (SMTP's own timeouts bound a
 * mail to tens of seconds); the price is that a mail its dead runner had just sent goes out again.
 */
async function releaseAbandonedClaims(db: ClaimDatabase, cutoff: string) {
  const sql = 'UPDATE payload_jobs SET processing = false WHERE processing = true AND completed_at IS NULL AND updated_at < '
  if (db.name === 'postgres') await db.pool!.query(`${sql}$1`, [cutoff])
  else await db.client!.execute({ sql: `${sql}?1`, args: [cutoff] })
}

/** Payload's claim: the update that sets `processing` and nothing else (runJobs, with or without a job id). */
const isClaim = (data: Record<string, unknown>) =>
  data.processing === true && Object.keys(data).every((key) => key === 'processing' || key === 'updatedAt')

/**
 * Payload 3.90 claims the jobs it runs in two steps: runJobs (payload/dist/queues/operations/runJobs)
 * calls the adapter's updateJobs with `processing: true`, which first selects the runnable jobs, then
 * updates each by its id (@payloadcms/drizzle/dist/updateJobs.js), with nothing in the update saying
 * the job must still be free. Two servers running the queue on one PostgreSQL both select the same
 * jobs and both run them: a lead's mail went out four times in the one-sender test.
 *
 * Here a claim still selects the candidates, then takes them with one conditional UPDATE ... RETURNING
 * (only jobs still runnable), and hands the runner only the jobs it took. PostgreSQL re-checks the
 * condition on the row a concurrent claim just committed, so each job goes to exactly one runner;
 * SQLite runs one write at a time. Claims left by a runner that died are freed after a timeout
 * (releaseAbandonedClaims). Every other update of a job is Payload's own. Payload calls the
 * adapter only with its defaults `jobs.depth: 0` and no `jobs.runHooks` (else it claims through
 * payload.update, and tests/integration/oneSender.test.ts fails).
 */
// internals: atomic-job-claims
export function claimJobsAtomically<Adapter extends BaseDatabaseAdapter>(adapter: Adapter): Adapter {
  const updateJobs: UpdateJobs = adapter.updateJobs
  adapter.updateJobs = async function (args) {
    if (!isClaim(args.data as Record<string, unknown>)) return updateJobs.call(this, args)
    const { id, limit, sort, where } = args as Parameters<UpdateJobs>[0] & { id?: number | string; limit?: number; sort?: string; where?: Where }
    const db = this as unknown as ClaimDatabase
    await releaseAbandonedClaims(db, new Date(Date.now() - jobsClaimTimeoutMs()).toISOString())
    const { docs } = await this.find({
      collection: 'payload-jobs',
      where: id === undefined ? where : { id: { equals: id } },
      limit: id === undefined ? limit : 1,
      sort,
      pagination: false,
    })
    const candidates = docs as JobRow[]
    if (!candidates.length) return []
    const now = new Date().toISOString()
    const taken = await claim(db, candidates.map((job) => job.id), now)
    const claimed = candidates.filter((job) => taken.has(String(job.id))).map((job) => ({ ...job, processing: true, updatedAt: now }))
    return args.returning === false ? null : (claimed as Awaited<ReturnType<UpdateJobs>>)
  }
  return adapter
}
