import { type CollectionSlug, createLocalReq, type PayloadRequest } from 'payload'

import { allOrNothing } from '@/cms/allOrNothing'
import { siteUrl, webhooksAllowPrivateTargets, webhooksRetryDivisor, webhooksTimeoutMs } from '@/cms/env'
import { leadFormOf } from '@/features/forms/collections/leads'
import { type LeadRecord, leadEventBody } from '../body'
import { secretHeader, type WebhookEvent, type WebhookFormat } from '../events'
import { signedFileLink } from '../fileLinks'
import { type DeliverInput, queueTry } from '../queue'
import { verdictOf, waitBeforeTry } from '../schedule'
import { signedHeaders } from '../signing'
import { contactInputs, slackMessage } from '../slack'
import { mailOwnersOfFailure } from './failureMail'
import { postOnce, type Sent } from './post'

type Delivery = {
  id: number | string
  webhook: number | string | { id: number | string }
  event: WebhookEvent
  leadCollection: string
  leadId: string
  messageId: string
  changes?: unknown
  state: string
  tries?: number | null
  attempts?: Record<string, unknown>[] | null
}

type Destination = { id: number | string; name: string; url: string; format: WebhookFormat; enabled?: boolean | null; failing?: boolean | null; secret: string }

const idOf = (value: Delivery['webhook']) => (typeof value === 'object' ? value.id : value)

/** What a delivery sends: its body and headers, written afresh each try (file links valid a day from then, the signature's time now). */
async function request(req: PayloadRequest, delivery: Delivery, destination: Destination) {
  const config = req.payload.collections[delivery.leadCollection as CollectionSlug]?.config
  const form = config && leadFormOf(config)
  if (!form) return undefined
  const lead = await req.payload.findByID({ collection: form.definition.collection, id: delivery.leadId, depth: 1, overrideAccess: true, req, disableErrors: true })
  if (!lead) return undefined
  const adminUrl = `${siteUrl()}/admin/collections/${delivery.leadCollection}/${delivery.leadId}`
  const event = leadEventBody({
    event: delivery.event,
    form: form.name,
    definition: form.definition,
    collection: delivery.leadCollection,
    lead: lead as unknown as LeadRecord,
    adminUrl,
    changes: delivery.changes,
    fileLink: (filename) => signedFileLink(filename),
  })
  const body = JSON.stringify(destination.format === 'slack' ? slackMessage(event, contactInputs(form.definition)) : event)
  const headers: Record<string, string> = signedHeaders(destination.secret, delivery.messageId, body)
  if (destination.format === 'header-secret') headers[secretHeader] = destination.secret
  return { body, headers }
}

const record = (sent: Sent | undefined, outcome: string, byHand: boolean) => ({
  at: new Date().toISOString(),
  byHand,
  status: sent?.kind === 'answer' ? sent.status : null,
  outcome,
  durationMs: sent?.durationMs ?? null,
  excerpt: sent?.excerpt ?? null,
})

/**
 * One try of a delivery (the `deliverWebhook` job): sends it, logs the try, and decides what comes
 * next: done, another try on the schedule (same `webhook-id`), the destination switched off (410),
 * or, after the last try, the destination marked failing and its owners mailed.
 */
export async function deliverOnce(req: PayloadRequest, { delivery: deliveryId, after, byHand = false }: DeliverInput) {
  const { payload } = req
  const delivery = (await payload.findByID({ collection: 'webhook-deliveries', id: deliveryId, depth: 0, overrideAccess: true, req, disableErrors: true })) as Delivery | null
  // Gone, settled, or sent again by hand since this try was queued.
  if (!delivery || delivery.state !== 'pending' || (delivery.tries ?? 0) !== after) return
  const attempts = delivery.attempts ?? []
  const cancel = (why: string) =>
    payload.update({ collection: 'webhook-deliveries', id: delivery.id, data: { state: 'cancelled', nextTryAt: null, attempts: [...attempts, record(undefined, why, byHand)] }, overrideAccess: true, req })

  const destination = (await payload.findByID({ collection: 'webhooks', id: idOf(delivery.webhook), depth: 0, showHiddenFields: true, overrideAccess: true, req, disableErrors: true })) as Destination | null
  if (!destination?.enabled) {
    await cancel('not sent: the webhook is switched off or removed')
    return
  }
  const sending = await request(req, delivery, destination)
  if (!sending) {
    await cancel('not sent: the lead was deleted')
    return
  }

  const sent = await postOnce(destination.url, sending.body, sending.headers, { timeoutMs: webhooksTimeoutMs(), allowPrivate: webhooksAllowPrivateTargets() })
  const tries = after + 1
  const verdict = verdictOf(sent)
  const wait = verdict === 'retry' ? waitBeforeTry(tries + 1, webhooksRetryDivisor()) : undefined
  const outcome = verdict === 'retry' ? (wait === undefined ? 'failed: last try' : 'failed: tried again later') : verdict
  const logged = [...attempts, record(sent, outcome, byHand)]

  const failing = verdict !== 'delivered' && verdict !== 'gone' && wait === undefined && !destination.failing
  // The try logged with what follows it (its next try queued, the destination's mark): all, or none.
  // A job's handler runs outside any transaction, and a delivery left pending without its next try would wait for ever.
  const ownReq = await createLocalReq({}, payload)
  await allOrNothing(ownReq, async () => {
    const update = (data: Record<string, unknown>) => payload.update({ collection: 'webhook-deliveries', id: delivery.id, data, overrideAccess: true, req: ownReq })
    if (verdict === 'delivered') {
      await update({ state: 'delivered', tries, nextTryAt: null, attempts: logged })
      if (destination.failing) await changeDestination(ownReq, destination, { failing: false })
    } else if (wait !== undefined) {
      const nextTryAt = new Date(Date.now() + wait)
      await update({ state: 'pending', tries, nextTryAt: nextTryAt.toISOString(), attempts: logged })
      await queueTry(ownReq, { delivery: String(delivery.id), after: tries }, nextTryAt)
    } else {
      await update({ state: 'failed', tries, nextTryAt: null, attempts: logged })
      if (verdict === 'gone') {
        const reason = `The receiver answered 410 Gone on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: it wants no more deliveries.`
        await changeDestination(ownReq, destination, { enabled: false, stoppedBecause: reason })
      }
      if (failing) await changeDestination(ownReq, destination, { failing: true })
    }
  })
  if (failing) await mailOwnersOfFailure(req, destination, delivery, sent)
}

/** What the server itself changes on a destination: its failing mark, or switching it off. */
const changeDestination = (req: PayloadRequest, destination: Destination, data: { failing?: boolean; enabled?: boolean; stoppedBecause?: string }) =>
  req.payload.update({ collection: 'webhooks', id: destination.id, data, overrideAccess: true, req })
