import crypto from 'node:crypto'

import { absoluteUrl } from '@/cms/env'
import { hashValue } from '@/features/forms/server/client'

/** The path of the one-click unsubscribe (GET shows a confirmation page, POST removes the subscriber). */
export const unsubscribePath = '/api/newsletter/unsubscribe'

/** The subscriber's signature: a keyed hash (the site's secret) of their id and address, so a link names one subscription and cannot be forged or reused for another. */
export const unsubscribeSignature = (id: number | string, email: string) => hashValue('unsubscribe', `${id}:${email.toLowerCase()}`)

/** The link that unsubscribes this subscriber: their id and signature, never their address. */
export const unsubscribeUrl = (id: number | string, email: string) =>
  absoluteUrl(`${unsubscribePath}?${new URLSearchParams({ id: String(id), signature: unsubscribeSignature(id, email) })}`)

/** Whether `signature` is this subscriber's (compared in constant time). */
export function signedFor(id: number | string, email: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(id, email))
  const given = Buffer.from(signature)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/** The headers of RFC 2369 and RFC 8058 that let a mail client unsubscribe in one click, by POST. */
export const unsubscribeHeaders = (url: string) => ({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
