import { randomBytes } from 'node:crypto'
import { APIError, type Endpoint } from 'payload'

import { allows, isRole } from '@/cms/access'
import { absoluteUrl, smtpSettings } from '@/cms/env'
import { signedInOnly } from '@/cms/rest/signedInEndpoint'

/** How long an invitation's link lets the colleague set their password. */
export const invitationHours = 72

export type InvitationAnswer = { email: string; sent: true } | { email: string; sent: false; link: string; reason: string }

/** What the owner sends: an email, one or more roles, and optionally the colleague's name. */
function invitationOf(body: unknown) {
  const { email, roles, name } = (body ?? {}) as Record<string, unknown>
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email.trim())) throw new APIError('Enter the colleague’s email address.', 400, undefined, true)
  if (!Array.isArray(roles) || roles.length === 0 || !roles.every((role) => typeof role === 'string' && isRole(role))) {
    throw new APIError('Choose at least one role.', 400, undefined, true)
  }
  return { email: email.trim().toLowerCase(), roles, name: typeof name === 'string' && name.trim() ? name.trim() : undefined }
}

/**
 * POST /api/users/invite (owners): makes the colleague's account with a password nobody knows and
 * mails them a link that lets them set their own for `invitationHours`. No password is ever mailed.
 * Without a mail server (the one-box default only logs mails), or when the mail fails, the answer
 * holds the link for the owner to hand over.
 */
export const inviteEndpoint: Endpoint = {
  path: '/invite',
  method: 'post',
  handler: signedInOnly(
    async (req) => {
      const invitation = invitationOf(await req.json?.())
      await req.payload.create({
        collection: 'users',
        data: { ...invitation, password: randomBytes(32).toString('base64url') },
        context: { invited: true },
        req,
        overrideAccess: false,
      })
      const token = await req.payload.forgotPassword({
        collection: 'users',
        data: { email: invitation.email },
        disableEmail: true,
        expiration: invitationHours * 60 * 60 * 1000,
        req,
      })
      const link = absoluteUrl(`/admin/reset/${token}`)
      const handOver = (reason: string): InvitationAnswer => ({ email: invitation.email, sent: false, link, reason })
      if (!smtpSettings()) return Response.json(handOver('No mail server is set, so no mail was sent.'), { status: 201 })
      try {
        await req.payload.sendEmail({
          to: invitation.email,
          subject: 'Your account on the website’s admin',
          text: [
            `Hello${invitation.name ? ` ${invitation.name}` : ''},`,
            '',
            'You have an account on the company website’s admin. Choose your password here:',
            link,
            '',
            `The link works for ${invitationHours} hours. If it has expired, ask the colleague who invited you for a new one.`,
          ].join('\n'),
        })
        return Response.json({ email: invitation.email, sent: true } satisfies InvitationAnswer, { status: 201 })
      } catch (error) {
        req.payload.logger.error({ err: error, msg: 'The invitation mail was not sent' })
        return Response.json(handOver('The mail server refused the mail.'), { status: 201 })
      }
    },
    (req) => allows(req.user, 'team', 'manage'),
  ),
}
