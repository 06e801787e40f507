import type { Payload } from 'payload'

/** The collections that had documents before they had drafts (posts had drafts from the start). */
const draftsCameLater = ['pages', 'projects'] as const

/**
 * A step of every start (scripts/prepare-db.ts), after the migrations: a page or case study saved
 * before its collection had drafts has no version, and Payload's draft reads find nothing for it,
 * which on an upgraded database emptied the admin's Pages and Portfolio projects lists and showed
 * the live preview a 404. Each such document gets its stored state as its first version, as a save
 * would have made it. Returns how many it gave. It runs here rather than in a migration for the
 * reason keepSearchIndexCurrent (src/features/search/indexFormat.ts) gives.
 */
// internals: first-versions
export async function giveEveryDocumentAVersion(payload: Payload): Promise<number> {
  let given = 0
  for (const collection of draftsCameLater) {
    const [{ docs }, { docs: versions }] = await Promise.all([
      payload.db.find({ collection, pagination: false, limit: 0, sort: 'id', select: { id: true } }),
      payload.db.findVersions({ collection, pagination: false, limit: 0, sort: 'id', select: { parent: true } }),
    ])
    const versioned = new Set(versions.map((version) => String(version.parent)))
    for (const { id } of docs.filter((doc) => !versioned.has(String(doc.id)))) {
      const doc = await payload.db.findOne<Record<string, unknown> & { id: number | string; createdAt: string; updatedAt: string }>({
        collection,
        where: { id: { equals: id } },
        // Its words in every language, as a version keeps them.
        locale: 'all',
      })
      if (!doc) continue
      await payload.db.createVersion({
        collectionSlug: collection,
        parent: id,
        versionData: doc,
        autosave: false,
        createdAt: doc.createdAt,
        updatedAt: doc.updatedAt,
        returning: false,
      })
      given++
    }
  }
  if (given > 0) payload.logger.info(`Drafts: ${given} pages and case studies saved before drafts were given their first version.`)
  return given
}
