import type { CollectionConfig } from 'payload'

import { hiddenUnless, may, nobody } from '@/cms/access'
import { auditActions } from './actions'

/**
 * Who did what, when, from where: written by the server's hooks (record.ts) and read by owners.
 * Nobody changes or removes an entry, owners included; only the retention job deletes old ones.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    group: 'Settings',
    hidden: hiddenUnless('team', 'manage'),
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'action', 'userEmail', 'collection', 'document', 'ip'],
    listSearchableFields: ['userEmail', 'document'],
    pagination: { defaultLimit: 50 },
    description: 'Sign-ins, changes of users and roles, publications, settings, leads opened and exported, files downloaded. Nobody can change or remove an entry.',
  },
  access: { read: may('team', 'manage'), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  // Nobody edits an entry, so nobody need hold it.
  lockDocuments: false,
  fields: [
    { name: 'action', type: 'select', required: true, index: true, options: auditActions.map((value) => ({ value, label: value.replaceAll('-', ' ').replace('.', ': ') })) },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    // Kept as text too: the entry still names the user once their account is removed.
    { name: 'userEmail', label: 'User', type: 'text', index: true },
    { name: 'collection', type: 'text', index: true },
    { name: 'document', type: 'text' },
    { name: 'ip', label: 'Address', type: 'text', admin: { description: 'Truncated: the last part of the address is dropped.' } },
    { name: 'details', type: 'json' },
  ],
}
