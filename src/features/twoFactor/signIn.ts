import { APIError, type CollectionBeforeLoginHook, type PayloadRequest } from 'payload'

import { companyTime } from '@/features/companyTime/formatTime'
import { readCompanyTimeZone } from '@/features/companyTime/server/companyTimeZone'
import { recordAudit } from '@/features/audit/record'
import { recoveryHashesOf, type TwoFactorHolder } from './fields'
import { saveTwoFactor, twoFactorHolder } from './holder'
import { secondFactorDemandOf } from './policy'
import { withoutRecoveryCode } from './recoveryCodes'
import { twoFactorRules } from './SignInSettings'
import { acceptedStep } from './totp'

/** What the sign-in form reads from a refusal's `data`: ask for a code, or say what went wrong. */
export type SecondFactorRefusal = { secondFactor: 'required' | 'invalid' | 'overdue' }

const refusal = (message: string, reason: SecondFactorRefusal['secondFactor']) => new APIError(message, 403, { secondFactor: reason } satisfies SecondFactorRefusal, true)

const failureReasons: Partial<Record<SecondFactorRefusal['secondFactor'], string>> = { invalid: 'wrong second-factor code', overdue: 'second factor not set up in time' }

/**
 * Why a sign-in answered `response` was refused, to audit: a wrong code or a second factor not set
 * up in time (asking for the code is no failure). Read from the answer by the sign-in throttle,
 * outside the sign-in's transaction, which the refusal rolls back.
 */
export async function secondFactorFailure(response: Response): Promise<string | undefined> {
  if (response.status !== 403) return undefined
  const body = (await response.clone().json().catch(() => ({}))) as { errors?: { data?: Partial<SecondFactorRefusal> }[] }
  const reason = body.errors?.[0]?.data?.secondFactor
  return reason && failureReasons[reason]
}

/** Whether the request is a password reset, which signs in too (its link proves the mailbox). */
// internals: two-factor-sign-in
const isPasswordReset = (req: PayloadRequest) => typeof (req.data as { token?: unknown } | undefined)?.token === 'string'

/** Checks the code (or a recovery code) sent with the password; marks it used. */
// internals: two-factor-sign-in
async function checkCode(req: PayloadRequest, user: TwoFactorHolder) {
  const sent = (req.data as { code?: unknown } | undefined)?.code
  const code = typeof sent === 'string' ? sent.trim() : ''
  if (!code) throw refusal('Enter the 6-digit code from your authenticator app, or one of your recovery codes.', 'required')
  const step = user.twoFactorSecret ? acceptedStep(user.twoFactorSecret, code, user.twoFactorUsedStep) : null
  if (step !== null) return saveTwoFactor(req, user.id, { twoFactorUsedStep: step })
  const left = withoutRecoveryCode(recoveryHashesOf(user), code)
  if (left) {
    await saveTwoFactor(req, user.id, { twoFactorRecoveryCodes: left })
    return recordAudit(req, { action: 'recovery-code-used', collection: 'users', document: user.id, actor: user, details: { recoveryCodesLeft: left.length } })
  }
  throw refusal('That code is not right, or has been used. Enter the current code from your authenticator app, or an unused recovery code.', 'invalid')
}

/**
 * Before a sign-in (or a password reset, which signs in) gets its session: a user with a second
 * factor sends its code with the password; one whose roles require it and who has none is let in
 * during the grace period and refused after it, with what to do. Wrong codes count against the
 * sign-in throttle like wrong passwords (src/cms/auth/signInThrottle.ts counts every attempt).
 */
export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  const holder = await twoFactorHolder(req, user.id)
  const rules = await twoFactorRules(req.payload, req)
  const now = new Date()
  const demand = secondFactorDemandOf(holder, rules, now)
  switch (demand.kind) {
    case 'code':
      // A password reset's session is withheld instead (withheldSession.ts): its code is asked at sign-in.
      if (!isPasswordReset(req)) await checkCode(req, holder)
      break
    case 'set-up':
      if (!holder.twoFactorGraceFrom) await saveTwoFactor(req, holder.id, { twoFactorGraceFrom: now.toISOString() })
      break
    case 'overdue':
      throw refusal(
        `Your account must use two-factor sign-in, and the time to set it up ended on ${companyTime(demand.since, await readCompanyTimeZone(req.payload), { style: 'date' })}. Ask an owner of the site to reset your second factor: you can then sign in and set it up under Account.`,
        'overdue',
      )
  }
  return user
}
