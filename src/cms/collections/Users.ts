import type { CollectionConfig } from 'payload'

/** The company's editors. The first one is created on /admin's create-first-user screen. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Settings' },
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000 },
  fields: [{ name: 'name', type: 'text' }],
}
