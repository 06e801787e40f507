import type { CollectionBeforeOperationHook, CollectionConfig, Plugin } from 'payload'

import { capAnonymousLists } from './anonymousListCap'
import { notFoundUnlessDocumentId } from './documentIds'
import { missingFileNotFound } from './missingFile'

const guardHooks: CollectionBeforeOperationHook[] = [notFoundUnlessDocumentId, capAnonymousLists]

function guarded(collection: CollectionConfig): CollectionConfig {
  const { hooks = {}, upload } = collection
  return {
    ...collection,
    hooks: { ...hooks, beforeOperation: [...guardHooks, ...(hooks.beforeOperation ?? [])] },
    ...(upload
      ? { upload: { ...(upload === true ? {} : upload), handlers: [missingFileNotFound, ...((upload !== true && upload.handlers) || [])] } }
      : {}),
  }
}

/**
 * Every collection of the config (list this plugin after the plugins that add collections): 404
 * for ids that are not ids and for files missing from the disk, and at most 100 documents a list
 * call for visitors who are not signed in. The collections Payload adds after the plugins have run
 * (locked documents, preferences, jobs, migrations) get the same hooks when Payload starts, as
 * Payload offers no way to configure them.
 */
export const restGuards: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map(guarded),
  // internals: rest-guards
  onInit: async (payload) => {
    for (const { config: collection } of Object.values(payload.collections)) {
      const hooks = collection.hooks.beforeOperation
      if (!hooks.includes(notFoundUnlessDocumentId)) hooks.unshift(...guardHooks)
    }
    await config.onInit?.(payload)
  },
})
