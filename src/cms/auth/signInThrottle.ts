import config from '@payload-config'
import { getPayload } from 'payload'

import type { RestHandler } from '@/cms/rest/restHandler'
import { recordAudit } from '@/features/audit/record'
import { secondFactorFailure } from '@/features/twoFactor/signIn'

import { countAttempt, forgiveAttempt } from './signInLimiters'
import { readSignInRequest, signInCallOf } from './signInRequest'


/*
 * POST /api/users/login and /api/users/forgot-password, made useless for finding or guessing
 * accounts: attempts are counted per email address submitted and per client (429 past the limit),
 * and no answer tells whether an address has an account.
 */

/** Unknown account, wrong password and locked account: one answer, in at least this long. */
const failedSignInMs = 500
const failedSignIn = () =>
  Response.json({ errors: [{ message: 'The email or password provided is incorrect.' }] }, { status: 401 })

/** What forgot-password answers for every address, before any mail is sent. */
const resetRequested = () => Response.json({ message: 'Success' }, { status: 200 })

function tooManyAttempts(seconds: number) {
  const minutes = Math.ceil(seconds / 60)
  const message = `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
  return Response.json({ errors: [{ message }] }, { status: 429, headers: { 'Retry-After': String(seconds) } })
}

/** Payload's answers to a login with an unknown address or a wrong password (401), or to a locked account (423). */
// internals: sign-in-throttle
const isCredentialFailure = (status: number) => status === 401 || status === 423

const waitUntil = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())))

export function withSignInThrottle(handler: RestHandler): RestHandler {
  return async (incoming, args) => {
    const call = signInCallOf(incoming.method, (await args.params).slug)
    if (!call) return handler(incoming, args)
    const payload = await getPayload({ config })
    const { keys, address, request } = await readSignInRequest(incoming)
    const waitSeconds = await countAttempt(payload, call, keys)
    if (waitSeconds) return tooManyAttempts(waitSeconds)

    if (call === 'forgotPassword') {
      // Without an address Payload's answer says only that; with one, the same answer comes back
      // at once, and the reset mail (for an account that exists) is prepared and sent after it.
      if (!address) return handler(request, args)
      void handler(request, args).then(
        (response) => {
          if (!response.ok) payload.logger.error(`Forgot-password request failed with status ${response.status}`)
        },
        (error: unknown) => payload.logger.error({ err: error, msg: 'Forgot-password request failed' }),
      )
      return resetRequested()
    }

    const started = Date.now()
    const response = await handler(request, args)
    if (response.ok) await forgiveAttempt(payload, call, keys)
    const refused = (details?: Record<string, unknown>) =>
      recordAudit({ payload, headers: request.headers, user: null }, { action: 'sign-in-failed', collection: 'users', actor: { email: address || undefined }, details })
    const secondFactorReason = await secondFactorFailure(response)
    if (secondFactorReason) await refused({ reason: secondFactorReason })
    if (!isCredentialFailure(response.status)) return response
    await refused()
    await waitUntil(started + failedSignInMs)
    return failedSignIn()
  }
}
