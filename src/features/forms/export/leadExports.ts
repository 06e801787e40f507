import { importExportPlugin } from '@payloadcms/plugin-import-export'

import { forms } from '../definitions'
import { closedImportCollection, leadExportCollection } from './exportCollections'
import { readableRows } from './readableRows'

/** CSV exports of the six lead lists (README, "The admin"); nothing is imported. */
export const leadExports = importExportPlugin({
  collections: Object.values(forms).map(({ collection }) => ({
    slug: collection,
    import: false,
    export: { format: 'csv', hooks: { before: readableRows(collection) } },
  })),
  overrideExportCollection: ({ collection }) => leadExportCollection(collection),
  overrideImportCollection: ({ collection }) => closedImportCollection(collection),
})
