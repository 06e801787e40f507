import { describe, expect, it } from 'vitest'

import { newRecoveryCodes, recoveryCodeCount, withoutRecoveryCode } from './recoveryCodes'
import { acceptedStep, newTotpSecret, totpCode, totpUri } from './totp'

const now = Date.parse('2026-11-28T10:00:10Z')

describe('authenticator codes', () => {
  const secret = newTotpSecret()

  it('accepts the current code and those of the steps beside it, once each', () => {
    const step = acceptedStep(secret, totpCode(secret, now), null, now)
    expect(step).toBe(Math.floor(now / 30_000))
    expect(acceptedStep(secret, totpCode(secret, now - 30_000), null, now)).toBe(step! - 1)
    expect(acceptedStep(secret, totpCode(secret, now), step, now)).toBeNull()
    expect(acceptedStep(secret, totpCode(secret, now + 30_000), step, now)).toBe(step! + 1)
  })

  it('refuses an old code, another secret’s, and what is not six digits', () => {
    expect(acceptedStep(secret, totpCode(secret, now - 90_000), null, now)).toBeNull()
    expect(acceptedStep(secret, totpCode(newTotpSecret(), now), null, now)).toBeNull()
    expect(acceptedStep(secret, 'abcdef', null, now)).toBeNull()
  })

  it('gives apps an otpauth address naming the site and the account', () => {
    expect(totpUri(secret, 'sara@studio.example', 'Atelier Noor')).toBe(
      `otpauth://totp/Atelier%20Noor:sara%40studio.example?issuer=Atelier%20Noor&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    )
  })
})

describe('recovery codes', () => {
  it('are ten different codes, each usable once, read with any case and spacing', () => {
    const { codes, hashes } = newRecoveryCodes()
    expect(new Set(codes).size).toBe(recoveryCodeCount)
    const left = withoutRecoveryCode(hashes, ` ${codes[3]!.toUpperCase().replace('-', ' ')} `)
    expect(left).toHaveLength(recoveryCodeCount - 1)
    expect(withoutRecoveryCode(left!, codes[3]!)).toBeNull()
    expect(withoutRecoveryCode(hashes, 'not-a-code')).toBeNull()
  })
})
