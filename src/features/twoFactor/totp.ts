import { Secret, TOTP } from 'otpauth'

/** Authenticator-app codes (RFC 6238): six digits, a new one every 30 seconds. */
const period = 30
/** A code from the step before or after is accepted too: a phone's clock is rarely exact. */
const window = 1

export const newTotpSecret = () => new Secret({ size: 20 }).base32

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string, issuer: string) {
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(secret), period }).toString()
}

/**
 * The time step of a valid `code` for `secret`, or null. A step at or before `usedStep` is refused:
 * a code works once, even within its 30 seconds.
 */
export function acceptedStep(secret: string, code: string, usedStep: number | null | undefined, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = TOTP.validate({ token, secret: Secret.fromBase32(secret), period, timestamp: now, window })
  if (delta === null) return null
  const step = TOTP.counter({ period, timestamp: now }) + delta
  return usedStep != null && step <= usedStep ? null : step
}

/** The code `secret` gives at `now`: for tests and tools, as an authenticator app would. */
export const totpCode = (secret: string, now = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), period, timestamp: now })
