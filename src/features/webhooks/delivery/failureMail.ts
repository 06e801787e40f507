import type { PayloadRequest } from 'payload'

import { siteUrl } from '@/cms/env'
import type { Sent } from './post'

/**
 * Tells every owner that a destination gave up on a delivery after its last try: which one, what
 * the last answer was, where to look. A mail that cannot go is logged; the log in the admin says
 * the same, and the delivery is not tried again for it.
 */
export async function mailOwnersOfFailure(req: PayloadRequest, destination: { id: number | string; name: string }, delivery: { id: number | string; leadCollection: string; leadId: string }, sent: Sent) {
  const owners = await req.payload.find({ collection: 'users', where: { roles: { equals: 'owner' } }, depth: 0, pagination: false, overrideAccess: true, req })
  const to = owners.docs.map((owner) => owner.email).filter(Boolean)
  if (!to.length) return
  const answer = sent.kind === 'answer' ? `it answered ${sent.status}` : sent.kind === 'timeout' ? 'it did not answer in time' : sent.kind === 'refused' ? 'its address was refused' : 'it could not be reached'
  const text = [
    `The webhook “${destination.name}” did not take a lead after its last try: ${answer}.`,
    ...(sent.excerpt ? [`Its last answer began: ${sent.excerpt.slice(0, 300)}`] : []),
    'It is marked failing, and still receives new leads. The lead itself is safe in the admin.',
    '',
    `The delivery and its tries: ${siteUrl()}/admin/collections/webhook-deliveries/${delivery.id}`,
    `The lead: ${siteUrl()}/admin/collections/${delivery.leadCollection}/${delivery.leadId}`,
    `The webhook: ${siteUrl()}/admin/collections/webhooks/${destination.id}`,
  ]
  try {
    await req.payload.sendEmail({ to, subject: `Webhook “${destination.name}” is failing`, text: text.join('\n') })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'Could not mail the owners that a webhook is failing', webhook: destination.id })
  }
}
