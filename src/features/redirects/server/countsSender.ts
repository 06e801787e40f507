import { appOrigin, astroExpireToken, viewsFlushMs } from '@/cms/env'
import { payloadClient } from '@/features/site/payload'
import { answerTally, type Counts } from './answerTally'
import { countsTokenHeader, maxBatchEntries, writeCounts } from './counts'

/** A batch in parts of at most `maxBatchEntries` entries. */
function* parts({ misses, hits }: Counts): Generator<Counts> {
  for (let at = 0; at < misses.length; at += maxBatchEntries) yield { misses: misses.slice(at, at + maxBatchEntries), hits: [] }
  for (let at = 0; at < hits.length; at += maxBatchEntries) yield { misses: [], hits: hits.slice(at, at + maxBatchEntries) }
}

/**
 * Hands a batch to server.mjs's own process, which writes it (the public pages' server only reads
 * the database: on SQLite one process writes). A server started apart (no APP_ORIGIN) writes itself.
 */
async function send(counts: Counts) {
  const origin = appOrigin()
  const token = astroExpireToken()
  if (!origin || !token) return writeCounts(await payloadClient(), counts)
  for (const part of parts(counts)) {
    const response = await fetch(new URL('/api/redirects/counts', origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [countsTokenHeader]: token },
      body: JSON.stringify(part),
      signal: AbortSignal.timeout(10_000),
    })
    if (response.status !== 204) throw new Error(`The counts were answered ${response.status}`)
  }
}

const key = Symbol.for('site.answerCounts')
type Holder = { [key]?: ReturnType<typeof answerTally> }

/** This process's tally of 404s and redirect hits (one, whatever chunk of the build asks). */
export const answerCounts = () =>
  ((globalThis as Holder)[key] ??= answerTally({
    flushMs: viewsFlushMs(),
    write: send,
    onError: (error) => console.error('The not-found and redirect counts were not stored: kept for the next batch.', String(error)),
  }))
