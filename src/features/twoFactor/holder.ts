import type { PayloadRequest } from 'payload'

import type { TwoFactorHolder } from './fields'

/** The user with the hidden fields that prove their second factor. */
export async function twoFactorHolder(req: PayloadRequest, id: number | string): Promise<TwoFactorHolder> {
  return (await req.payload.findByID({ collection: 'users', id, depth: 0, showHiddenFields: true, overrideAccess: true, req })) as TwoFactorHolder
}

/** Writes the two-factor fields (which no request may write itself). */
export async function saveTwoFactor(req: PayloadRequest, id: number | string, data: Partial<Omit<TwoFactorHolder, 'id' | 'email' | 'roles'>>) {
  await req.payload.update({ collection: 'users', id, data: data as Record<string, unknown>, depth: 0, overrideAccess: true, req })
}
