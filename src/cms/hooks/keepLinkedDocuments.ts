import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { menuPlacesLinking } from '@/features/site/menuLinks'
import type { linkedCollections } from '../fields/link'

const nounOf = { pages: 'page', projects: 'case study', posts: 'post' } as const

/**
 * A page, case study or post the menus link to is not deleted until its links are changed or
 * removed in Navigation: deleted, it would leave those rows pointing at nothing (the site would
 * drop them, and the admin would refuse to save the menus until an editor found them).
 */
export const keepDocumentsInMenus =
  (collection: (typeof linkedCollections)[number]): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const navigation = await req.payload.findGlobal({ slug: 'navigation', depth: 0, req })
    const doc = await req.payload.findByID({ collection, id, depth: 0, req, select: { title: true }, disableErrors: true })
    const places = menuPlacesLinking(navigation, collection, id, doc?.title ?? '')
    if (places.length === 0) return
    const which = places.length === 1 ? 'that link' : 'those links'
    throw new APIError(
      `The menus link to this ${nounOf[collection]}: ${places.join('; ')}. Change or remove ${which} in Navigation, then delete it.`,
      409,
      null,
      true,
    )
  }
