import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import QRCode from 'qrcode'

import { allows } from '@/cms/access'
import { signedInOnly } from '@/cms/rest/signedInEndpoint'
import { recordAudit } from '@/features/audit/record'
import { saveTwoFactor, twoFactorHolder } from './holder'
import { newRecoveryCodes } from './recoveryCodes'
import { resetSecondFactor } from './reset'
import { acceptedStep, newTotpSecret, totpUri } from './totp'

export type TwoFactorSetup = { secret: string; uri: string; qrCode: string }
export type TwoFactorEnabled = { recoveryCodes: string[] }

const codeOf = async (req: PayloadRequest) => {
  const { code } = ((await req.json?.()) ?? {}) as { code?: unknown }
  return typeof code === 'string' ? code.trim() : ''
}

const wrongCode = () => new APIError('That code is not right. Enter the code your authenticator app shows now.', 400, undefined, true)

/**
 * POST /api/users/two-factor/setup (the signed-in user, for themselves): a new secret, as a QR code
 * and as text, kept aside until a code proves the app has it. Replacing a second factor already set
 * up takes a current code from it.
 */
const setUp: Endpoint = {
  path: '/two-factor/setup',
  method: 'post',
  handler: signedInOnly(async (req) => {
    const user = await twoFactorHolder(req, req.user!.id)
    if (user.twoFactorEnabledAt && (!user.twoFactorSecret || acceptedStep(user.twoFactorSecret, await codeOf(req), user.twoFactorUsedStep) === null)) {
      throw new APIError('To set it up again, enter the code your authenticator app shows now.', 400, undefined, true)
    }
    const secret = newTotpSecret()
    await saveTwoFactor(req, user.id, { twoFactorPendingSecret: secret })
    const company = await req.payload.findGlobal({ slug: 'company', depth: 0, select: { name: true }, req })
    const uri = totpUri(secret, user.email, company.name || 'Site admin')
    const qrCode = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
    return Response.json({ secret, uri, qrCode } satisfies TwoFactorSetup)
  }),
}

/**
 * POST /api/users/two-factor/enable with `{ code }`: the first code from the app turns the second
 * factor on; the answer holds ten recovery codes, shown this once.
 */
const enable: Endpoint = {
  path: '/two-factor/enable',
  method: 'post',
  handler: signedInOnly(async (req) => {
    const user = await twoFactorHolder(req, req.user!.id)
    if (!user.twoFactorPendingSecret) throw new APIError('Start the set-up first.', 400, undefined, true)
    const step = acceptedStep(user.twoFactorPendingSecret, await codeOf(req), null)
    if (step === null) throw wrongCode()
    const { codes, hashes } = newRecoveryCodes()
    await saveTwoFactor(req, user.id, {
      twoFactorSecret: user.twoFactorPendingSecret,
      twoFactorPendingSecret: null,
      twoFactorEnabledAt: new Date().toISOString(),
      twoFactorUsedStep: step,
      twoFactorRecoveryCodes: hashes,
    })
    await recordAudit(req, { action: 'two-factor-set-up', collection: 'users', document: user.id, details: { replaced: Boolean(user.twoFactorEnabledAt) } })
    return Response.json({ recoveryCodes: codes } satisfies TwoFactorEnabled)
  }),
}

/**
 * POST /api/users/:id/two-factor/reset (owners): removes a user's second factor, for a lost phone
 * or a grace period run out, and ends their sessions. They sign in with their password and have
 * a new grace period to set one up.
 */
const reset: Endpoint = {
  path: '/:id/two-factor/reset',
  method: 'post',
  handler: signedInOnly(
    async (req) => {
      const id = String(req.routeParams?.id)
      const user = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req, disableErrors: true })
      if (!user) throw new APIError('No such user.', 404, undefined, true)
      await resetSecondFactor(req.payload, user, { req })
      return Response.json({ message: `${user.email} signs in with their password only, and is asked to set up a second factor.` })
    },
    (req) => allows(req.user, 'team', 'manage'),
  ),
}

export const twoFactorEndpoints = [setUp, enable, reset]
