import type { Field, FieldAccess } from 'payload'

const nobody: FieldAccess = () => false
/** No request writes these: only the server, through the local API. */
const written = { create: nobody, update: nobody }

/**
 * A user's second factor. What proves it (the secret, the recovery codes' hashes, the last code's
 * time step) is hidden from every answer; when it was set up and when its grace period began are
 * read by the user and owners, and written by the two-factor endpoints and sign-in only.
 */
export const twoFactorFields: Field[] = [
  {
    name: 'twoFactor',
    type: 'ui',
    admin: { components: { Field: '@/features/twoFactor/admin/TwoFactorField#TwoFactorField' } },
  },
  { name: 'twoFactorEnabledAt', type: 'date', access: written, admin: { hidden: true } },
  { name: 'twoFactorGraceFrom', type: 'date', access: written, admin: { hidden: true } },
  { name: 'twoFactorSecret', type: 'text', hidden: true, access: written },
  /** Between “set up” and the first code that proves the app has it. */
  { name: 'twoFactorPendingSecret', type: 'text', hidden: true, access: written },
  { name: 'twoFactorRecoveryCodes', type: 'json', hidden: true, access: written },
  { name: 'twoFactorUsedStep', type: 'number', hidden: true, access: written },
]

/** A user as the two-factor code reads it, hidden fields included. */
export type TwoFactorHolder = {
  id: number | string
  email: string
  roles?: unknown
  twoFactorEnabledAt?: string | null
  twoFactorGraceFrom?: string | null
  twoFactorSecret?: string | null
  twoFactorPendingSecret?: string | null
  twoFactorRecoveryCodes?: unknown
  twoFactorUsedStep?: number | null
}

/** What a reset leaves: no second factor, and a new grace period from now. */
export const clearedTwoFactor = (now: Date) => ({
  twoFactorEnabledAt: null,
  twoFactorGraceFrom: now.toISOString(),
  twoFactorSecret: null,
  twoFactorPendingSecret: null,
  twoFactorRecoveryCodes: null,
  twoFactorUsedStep: null,
})

export const recoveryHashesOf = (user: TwoFactorHolder): string[] =>
  Array.isArray(user.twoFactorRecoveryCodes) ? user.twoFactorRecoveryCodes.filter((hash): hash is string => typeof hash === 'string') : []
