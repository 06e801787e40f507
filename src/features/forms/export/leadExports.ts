import { importExportPlugin } from '@payloadcms/plugin-import-export'

import { forms } from '../definitions'
import { closedImportCollection, leadExportCollection } from './exportCollections'
import { readableRows } from './readableRows'

/**
 * CSV exports of the six lead lists (README, "The admin") and of the audit log; nothing is imported. A saved export is
 * written while it is saved, in the save's transaction: the plugin queues its job without the
 * request, a second writer that SQLite would make wait for the save it belongs to.
 */
export const leadExports = importExportPlugin({
  collections: [
    ...Object.values(forms).map(({ collection }) => ({
      slug: collection,
      import: false,
      export: { format: 'csv' as const, disableJobsQueue: true, hooks: { before: readableRows(collection) } },
    })),
    // Owners export the audit log as it is listed.
    { slug: 'audit-log', import: false, export: { format: 'csv' as const, disableJobsQueue: true } },
  ],
  overrideExportCollection: ({ collection }) => leadExportCollection(collection),
  overrideImportCollection: ({ collection }) => closedImportCollection(collection),
})
