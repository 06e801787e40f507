import fs from 'node:fs/promises'
import path from 'node:path'
import type { Access, CollectionConfig } from 'payload'

import { allows, hiddenUnless, leadAreas, may, nobody } from '@/cms/access'
import { dataDir, s3Settings } from '@/cms/env'
import { removeStoredObjects } from '@/cms/storage'
import { formsAllowing } from './leads'
import { fileKinds } from '../fileKinds'
import { refuseDeletingFileInUse } from './fileInUse'
import { privateFileHeaders } from './privateFiles'

const leadFilesDir = () => path.join(dataDir(), 'private', 'lead-files')

/** Removes every stored variant of a lead file named `name` (without its extension). */
export async function removeLeadFile(name: string): Promise<void> {
  if (s3Settings()) return removeStoredObjects('lead-files', `${name}.`)
  const files = await fs.readdir(leadFilesDir()).catch(() => [])
  await Promise.all(files.filter((file) => file.startsWith(`${name}.`)).map((file) => fs.rm(path.join(leadFilesDir(), file), { force: true })))
}

/** A file is read (downloaded) by those who may read the leads it came with. */
const readableFiles: Access = ({ req }) => {
  if (allows(req.user, 'team', 'manage')) return true
  const areas = formsAllowing(req.user, 'read')
    .filter((form) => form.file)
    .map((form) => form.workedBy)
  return areas.length > 0 && { workedBy: { in: areas } }
}

/**
 * Résumés and company profiles sent with applications. Stored outside every public folder under
 * generated names, and served (as downloads) to signed-in admins only.
 */
export const LeadFiles: CollectionConfig = {
  slug: 'lead-files',
  labels: { singular: 'Application file', plural: 'Application files' },
  admin: { group: 'Leads', hidden: hiddenUnless('team', 'manage'), useAsTitle: 'originalName', defaultColumns: ['originalName', 'mimeType', 'filesize', 'createdAt'] },
  access: { create: nobody, read: readableFiles, update: nobody, delete: may('team', 'manage') },
  upload: {
    staticDir: leadFilesDir(),
    mimeTypes: [...Object.values(fileKinds).map((kind) => kind.mime), 'application/x-cfb'],
    disableLocalStorage: false,
    modifyResponseHeaders: privateFileHeaders,
  },
  hooks: { beforeDelete: [refuseDeletingFileInUse] },
  fields: [
    { name: 'originalName', label: 'Name the sender gave the file', type: 'text', admin: { readOnly: true } },
    // The lead's area, set when the file is stored with its lead (server/submit.ts).
    { name: 'workedBy', type: 'select', options: [...leadAreas], index: true, admin: { readOnly: true, hidden: true } },
  ],
}
