import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { menuPlacesLinking } from '@/features/site/menuLinks'
import { pathOfDocument } from '@/lib/routes'
import type { linkedCollections } from '../fields/link'

const nounOf = { pages: 'page', projects: 'case study', posts: 'post' } as const

/**
 * A page, case study or post the menus lead to (picked, or by its address typed in) is not deleted
 * until those links are changed or removed in Navigation: deleted, it would leave rows pointing at
 * nothing (a picked one the admin refuses to save the menus with until an editor finds it, a typed
 * one a link to a 404).
 */
export const keepDocumentsInMenus =
  (collection: (typeof linkedCollections)[number]): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const doc = await req.payload.findByID({ collection, id, depth: 0, req, disableErrors: true })
    if (!doc) return
    const navigation = await req.payload.findGlobal({ slug: 'navigation', depth: 0, req })
    const path = (pathOfDocument[collection] as (doc: object) => string)(doc)
    const places = menuPlacesLinking(navigation, { relationTo: collection, id, path, title: doc.title })
    if (places.length === 0) return
    const which = places.length === 1 ? 'that link' : 'those links'
    throw new APIError(
      `The menus link to this ${nounOf[collection]}: ${places.join('; ')}. Change or remove ${which} in Navigation, then delete it.`,
      409,
      null,
      true,
    )
  }
