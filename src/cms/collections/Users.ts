import type { CollectionConfig } from 'payload'

import { siteIsHttps } from '../env'

/** The company's editors. The first one is created on /admin's create-first-user screen. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Settings' },
  auth: {
    // A backstop behind the sign-in throttle (src/cms/auth/signInThrottle.ts), which answers first.
    maxLoginAttempts: 10,
    lockTime: 15 * 60 * 1000,
    cookies: { secure: siteIsHttps() },
  },
  fields: [{ name: 'name', type: 'text' }],
}
