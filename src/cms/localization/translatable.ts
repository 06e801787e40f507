import type { CollectionConfig, GlobalConfig } from 'payload'

import { localizeWords } from './localizeWords'
import { trackWords, translationFields } from './translationStatus'

/**
 * A collection or global an editor writes in English and Arabic: its words localized, the rest
 * shared, and its Arabic status in the sidebar and, for a collection, a column of its list.
 */
export function translatable<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const fields = localizeWords(config.fields)
  const admin = config.admin as CollectionConfig['admin']
  return {
    ...config,
    ...(admin?.defaultColumns && { admin: { ...admin, defaultColumns: [...admin.defaultColumns, 'arabic'] } }),
    fields: [...fields, ...translationFields],
    hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), trackWords] },
  } as T
}
