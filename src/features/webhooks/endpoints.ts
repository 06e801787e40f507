import type { Endpoint, PayloadHandler } from 'payload'

import { allows } from '@/cms/access'
import { allOrNothing } from '@/cms/allOrNothing'
import { recordAudit } from '@/features/audit/record'
import { queueTry } from './queue'
import { newWebhookSecret } from './signing'

const refused = () => Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/** An owner's action on one document: the id of the route, or an answer that refuses. */
const ownersAct =
  (act: (req: Parameters<PayloadHandler>[0], id: string) => Promise<Response>): PayloadHandler =>
  async (req) => {
    if (!allows(req.user, 'webhooks', 'manage')) return refused()
    const id = String(req.routeParams?.id ?? '')
    if (!/^\d+$/.test(id)) return notFound()
    return act(req, id)
  }

/**
 * POST /api/webhook-deliveries/:id/resend (owners): the delivery's tries start again, at once,
 * with its `webhook-id`; audited as `webhook-resent`.
 */
export const resendEndpoint: Endpoint = {
  path: '/:id/resend',
  method: 'post',
  handler: ownersAct(async (req, id) => {
    const delivery = await req.payload.findByID({ collection: 'webhook-deliveries', id, depth: 0, overrideAccess: true, req, disableErrors: true })
    if (!delivery) return notFound()
    // The delivery reset, its try queued and the audit entry: all three, or none.
    await allOrNothing(req, async () => {
      await req.payload.update({ collection: 'webhook-deliveries', id, data: { state: 'pending', tries: 0, nextTryAt: new Date().toISOString() }, overrideAccess: true, req })
      await queueTry(req, { delivery: id, after: 0, byHand: true })
      await recordAudit(req, { action: 'webhook-resent', collection: 'webhook-deliveries', document: id, details: { webhook: delivery.webhook, lead: `${delivery.leadCollection}/${delivery.leadId}` } })
    })
    return Response.json({ message: 'The delivery is queued: it goes out within seconds.' })
  }),
}

/**
 * POST /api/webhooks/:id/secret (owners): a new signing secret, in this answer only; the old one
 * stops signing at once. Audited as `webhook-changed`.
 */
export const newSecretEndpoint: Endpoint = {
  path: '/:id/secret',
  method: 'post',
  handler: ownersAct(async (req, id) => {
    const secret = newWebhookSecret()
    const found = await req.payload.findByID({ collection: 'webhooks', id, depth: 0, overrideAccess: true, req, disableErrors: true })
    if (!found) return notFound()
    await req.payload.update({ collection: 'webhooks', id, data: { secret }, overrideAccess: true, req, context: { auditedApart: true } })
    await recordAudit(req, { action: 'webhook-changed', collection: 'webhooks', document: id, details: { changed: ['secret'] } })
    return Response.json({ secret })
  }),
}
