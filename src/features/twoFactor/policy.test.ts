import { describe, expect, it } from 'vitest'

import { defaultTwoFactorRules, secondFactorDemand } from './policy'

const graceFrom = new Date('2026-11-01T00:00:00Z')
const at = (day: number) => new Date(graceFrom.getTime() + day * 24 * 60 * 60 * 1000)

describe('secondFactorDemand', () => {
  it('asks a user who set it up for a code, whatever their roles', () => {
    expect(secondFactorDemand({ roles: ['marketing'], enabled: true, graceFrom }, defaultTwoFactorRules, at(30))).toEqual({ kind: 'code' })
  })

  it('asks nothing of roles it is not required of', () => {
    expect(secondFactorDemand({ roles: ['marketing', 'agency'], enabled: false, graceFrom }, defaultTwoFactorRules, at(30))).toEqual({ kind: 'none' })
  })

  it('lets a required role in during the grace period, then refuses it', () => {
    const user = { roles: ['marketing', 'sales'] as const, enabled: false, graceFrom }
    expect(secondFactorDemand(user, defaultTwoFactorRules, at(6.9))).toEqual({ kind: 'set-up', by: at(7) })
    expect(secondFactorDemand(user, defaultTwoFactorRules, at(7))).toEqual({ kind: 'overdue', since: at(7) })
  })

  it('follows the roles and period an owner sets', () => {
    const rules = { requiredRoles: ['agency'] as const, graceDays: 0 }
    expect(secondFactorDemand({ roles: ['owner'], enabled: false, graceFrom }, rules, at(1))).toEqual({ kind: 'none' })
    expect(secondFactorDemand({ roles: ['agency'], enabled: false, graceFrom }, rules, graceFrom).kind).toBe('overdue')
  })
})
