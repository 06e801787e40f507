import type { Payload } from 'payload'

import { recordOf } from './searchIndex'

/**
 * The shape of the text the search records hold (documentText). Raise it whenever that shape
 * changes: the next start rewrites the records of an existing database. 2: the title left out of
 * the text, every piece (list item, heading, paragraph) ended as a sentence.
 */
export const searchIndexFormat = 2

/** Where Payload's key-value store keeps the format of the database's search records. */
const formatKey = 'search-index-format'

/**
 * A step of every start (scripts/prepare-db.ts), after the migrations: when the search records were
 * written in an earlier format, rewrites each from its page, case study or post (a record whose
 * document is gone is deleted), then records the format. Returns how many records it rewrote.
 * It runs here rather than in a migration because it reads documents through the current
 * configuration, whose tables a migration of today could not rely on once later migrations change them.
 */
export async function keepSearchIndexCurrent(payload: Payload): Promise<number> {
  const stored = await payload.kv.get<{ format: number }>(formatKey)
  if (stored?.format === searchIndexFormat) return 0
  const { docs: records } = await payload.find({ collection: 'search', pagination: false, depth: 0, select: { doc: true } })
  let rewritten = 0
  for (const record of records) {
    const { relationTo, value } = record.doc
    const id = typeof value === 'object' ? value.id : value
    const document = await payload.findByID({ collection: relationTo, id, depth: 0, disableErrors: true })
    if (document) {
      await payload.update({ collection: 'search', id: record.id, depth: 0, data: recordOf(relationTo, document) })
      rewritten++
    } else {
      await payload.delete({ collection: 'search', id: record.id })
    }
  }
  await payload.kv.set(formatKey, { format: searchIndexFormat, at: new Date().toISOString() })
  if (records.length > 0) payload.logger.info(`Search index: ${rewritten} records rewritten in format ${searchIndexFormat}.`)
  return rewritten
}
