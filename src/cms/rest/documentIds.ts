import { type CollectionBeforeOperationHook, NotFound, type PayloadRequest } from 'payload'

/** Ids are positive integers on both adapters (no collection here has a custom id). */
const isDocumentId = (id: unknown) =>
  typeof id === 'number' ? Number.isSafeInteger(id) && id > 0 : typeof id === 'string' && /^[1-9][0-9]{0,15}$/.test(id)

/**
 * The id as the client wrote it: Payload's REST routes parseFloat the id, which turns 'abc' into
 * NaN (a database error, so a 500) and '1abc' into 1.
 */
// internals: rest-guards
const requestedId = (req: PayloadRequest, collection: string, id: unknown) =>
  req.payloadAPI === 'REST' && req.routeParams?.collection === collection && typeof req.routeParams.id === 'string'
    ? req.routeParams.id
    : id

/** Reading, changing or deleting a document under something that is not an id answers 404. */
export const notFoundUnlessDocumentId: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const { id } = args as { id?: unknown }
  if (id === undefined || req.payload.db.defaultIDType !== 'number') return
  if (!isDocumentId(requestedId(req, collection.slug, id))) throw new NotFound(req.t)
}
