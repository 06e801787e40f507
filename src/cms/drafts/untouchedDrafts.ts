import type { CollectionConfig, CollectionSlug, Endpoint, Plugin } from 'payload'

import { signedInOnly } from '../rest/signedInEndpoint'

/** Where the edit view asks for its document to be discarded when the editor leaves it untouched. */
export const discardUntouchedPath = '/:id/discard-untouched'
/** How long after its creation a document left untouched is still Create New's own. */
export const untouchedForMs = 24 * 60 * 60 * 1000
/** Marks the deletion of an untouched draft, which is nobody's act worth an audit entry. */
export const untouchedDraftContext = 'untouchedDraft'

/**
 * Whether the document is one Create New made and nobody has typed in: Payload creates a collection
 * with autosave's document as its Create New view opens, in one version that is no autosave and
 * has no title yet; the first change the editor makes autosaves a second version, and publishing
 * makes one too. A document created with its title (through the API, say) is never one.
 */
async function isUntouched(req: Parameters<Endpoint['handler']>[0], collection: CollectionSlug, id: string, created: string) {
  const titleField = req.payload.collections[collection].config.admin.useAsTitle
  if (!titleField || titleField === 'id') return false
  const versions = await req.payload.findVersions({ collection, where: { parent: { equals: id } }, limit: 2, depth: 0, req, overrideAccess: true })
  const [only] = versions.docs
  if (versions.totalDocs !== 1 || !only || (only as { autosave?: boolean }).autosave) return false
  const version = only.version as unknown as Record<string, unknown> & { _status?: string; createdAt?: string }
  // The document the edit view showed, not a later one given the same id after it was deleted.
  if (created !== version.createdAt) return false
  return !version[titleField] && version._status === 'draft' && Date.now() - Date.parse(version.createdAt ?? '') < untouchedForMs
}

/**
 * POST /api/{collection}/{id}/discard-untouched?created=…: deletes the document if it is an untouched
 * draft of Create New's created at `created` (its createdAt), for an editor who may create such
 * documents (who made it); anything else stays.
 */
const discardUntouched = (collection: CollectionSlug): Endpoint => ({
  path: discardUntouchedPath,
  method: 'post',
  handler: signedInOnly(async (req) => {
    const id = String(req.routeParams?.id ?? '')
    const mayCreate = await req.payload.collections[collection]?.config.access.create?.({ req })
    if (!mayCreate) return Response.json({ discarded: false }, { status: 403 })
    const created = req.searchParams.get('created')
    if (!/^[\w-]{1,64}$/.test(id) || !created || !(await isUntouched(req, collection, id, created))) return Response.json({ discarded: false })
    await req.payload.delete({ collection, id, req, overrideAccess: true, context: { [untouchedDraftContext]: true } })
    return Response.json({ discarded: true })
  }),
})

const hasAutosave = (collection: CollectionConfig) =>
  typeof collection.versions === 'object' && typeof collection.versions.drafts === 'object' && Boolean(collection.versions.drafts.autosave)

/**
 * Create New leaves no document behind (issue 39): on every collection with autosave, the edit view
 * (DiscardUntouched.tsx) asks for its document to be discarded when the editor leaves it, and the
 * endpoint above discards it only if nobody typed in it.
 */
export const untouchedDraftsDiscarded: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    if (!hasAutosave(collection)) return collection
    const edit = collection.admin?.components?.edit ?? {}
    return {
      ...collection,
      endpoints: [...(Array.isArray(collection.endpoints) ? collection.endpoints : []), discardUntouched(collection.slug as CollectionSlug)],
      admin: {
        ...collection.admin,
        components: {
          ...collection.admin?.components,
          edit: { ...edit, beforeDocumentControls: [...(edit.beforeDocumentControls ?? []), '@/cms/drafts/DiscardUntouched#DiscardUntouched'] },
        },
      },
    }
  }),
})
