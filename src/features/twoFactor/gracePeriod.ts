import type { CollectionBeforeChangeHook } from 'payload'

import { sameRoles } from '@/cms/access'

/**
 * A grace period to set up a second factor starts with the account, and again when its roles change
 * (a role that now requires it gets its days too) while it has none.
 */
export const startGracePeriod: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  const rolesChanged = operation === 'update' && data.roles && !sameRoles(originalDoc, data)
  if (operation === 'create' || (rolesChanged && !originalDoc?.twoFactorEnabledAt)) data.twoFactorGraceFrom = new Date().toISOString()
  return data
}
