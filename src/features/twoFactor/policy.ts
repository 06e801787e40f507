import { type Role, rolesOf } from '@/cms/access'

export type TwoFactorRules = { requiredRoles: readonly Role[]; graceDays: number }

/** The defaults an owner starts from (issue 38, §2). */
export const defaultTwoFactorRules: TwoFactorRules = { requiredRoles: ['owner', 'sales', 'hr'], graceDays: 7 }

const dayMs = 24 * 60 * 60 * 1000

export type SecondFactorDemand =
  /** Set up: the sign-in needs a code. */
  | { kind: 'code' }
  /** Not set up and not required of the user's roles. */
  | { kind: 'none' }
  /** Required, not set up, within the grace period: sign in, and set it up by `by`. */
  | { kind: 'set-up'; by: Date }
  /** Required, not set up, grace period over: sign-in refused. */
  | { kind: 'overdue'; since: Date }

/**
 * What a sign-in asks of a second factor. The grace period runs from `graceFrom`: the account's
 * creation, an owner's reset, a change of roles, or (for accounts older than the rule) the first
 * sign-in under it.
 */
export function secondFactorDemand(
  user: { roles: readonly Role[]; enabled: boolean; graceFrom: Date },
  rules: TwoFactorRules,
  now: Date,
): SecondFactorDemand {
  if (user.enabled) return { kind: 'code' }
  if (!user.roles.some((role) => rules.requiredRoles.includes(role))) return { kind: 'none' }
  const by = new Date(user.graceFrom.getTime() + rules.graceDays * dayMs)
  return now < by ? { kind: 'set-up', by } : { kind: 'overdue', since: by }
}

/**
 * `secondFactorDemand` of a stored user: a user whose grace period has not started (an account
 * older than the rule) has it start now.
 */
export function secondFactorDemandOf(
  user: { roles?: unknown; twoFactorEnabledAt?: string | null; twoFactorGraceFrom?: string | null },
  rules: TwoFactorRules,
  now: Date,
): SecondFactorDemand {
  const graceFrom = user.twoFactorGraceFrom ? new Date(user.twoFactorGraceFrom) : now
  return secondFactorDemand({ roles: rolesOf(user), enabled: Boolean(user.twoFactorEnabledAt), graceFrom }, rules, now)
}
