import type { CollectionBeforeOperationHook } from 'payload'

/** The most documents one REST or GraphQL list call returns to a visitor who is not signed in. */
export const anonymousListLimit = 100

const isPageSize = (limit: unknown) => limit === undefined || (Number.isInteger(limit) && (limit as number) >= 1 && (limit as number) <= anonymousListLimit)

/**
 * Caps `?limit=` (where 0, like `?pagination=false`, means "everything") for anonymous API calls.
 * The site's own pages read through the Local API and are not affected.
 */
// internals: rest-guards
export const capAnonymousLists: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.user || req.payloadAPI === 'local') return
  if (operation !== 'read' && operation !== 'readDistinct') return
  const list = args as { id?: unknown; limit?: unknown; pagination?: boolean }
  if (list.id !== undefined) return
  if (list.pagination !== false && isPageSize(list.limit)) return
  const limit = isPageSize(list.limit) && list.limit !== undefined ? list.limit : anonymousListLimit
  return { ...args, pagination: true, limit } as typeof args
}
