import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest, Where } from 'payload'

import type { WebhookEvent } from './events'
import { newMessageId } from './signing'

/** The task that makes one try of a delivery (delivery/task.ts). */
export const deliverTaskSlug = 'deliverWebhook'

/** A try to make once `waitUntil` has passed, unless the delivery has moved on past `after` tries meanwhile (a delivery sent again by hand). */
export type DeliverInput = { delivery: string; after: number; byHand?: boolean }

/** Queues a try of a delivery, written as Payload's queue writes a job, in the request's transaction. */
export async function queueTry(req: PayloadRequest, input: DeliverInput, waitUntil?: Date) {
  // internals: lead-jobs-written-directly
  await req.payload.db.create({
    collection: 'payload-jobs',
    data: { input, taskSlug: deliverTaskSlug, queue: 'default', ...(waitUntil ? { waitUntil: waitUntil.toISOString() } : {}) },
    req,
    returning: false,
  })
}

/** What a `lead.updated` changed, from and to (an assignee by their user id), kept with its deliveries as it was then. */
export type LeadChanges = Partial<Record<'status' | 'assignedTo', { from: unknown; to: unknown }>>

type Destination = { id: number | string; events?: string[] | null; forms?: string[] | null }

/**
 * A delivery for each destination switched on that wants this event of this kind of lead, and its
 * first try, in the request's transaction: a lead answered is a lead delivered, at least once,
 * even if the server dies before the job runs. With no destination it costs one small read.
 */
export async function queueWebhookDeliveries(req: PayloadRequest, collection: string, id: number | string, event: WebhookEvent, changes?: LeadChanges) {
  const { docs } = await req.payload.db.find<Destination>({
    collection: 'webhooks',
    where: { enabled: { equals: true } },
    select: { events: true, forms: true },
    pagination: false,
    req,
  })
  const wanted = docs.filter(({ events, forms }) => events?.includes(event) && (!forms?.length || forms.includes(collection)))
  for (const destination of wanted) {
    const delivery = await req.payload.db.create({
      collection: 'webhook-deliveries',
      data: { webhook: destination.id, event, leadCollection: collection, leadId: String(id), messageId: newMessageId(), state: 'pending', tries: 0, changes },
      req,
      select: { id: true },
    })
    await queueTry(req, { delivery: String(delivery.id), after: 0 })
  }
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value) ?? null

/** `lead.updated`: a lead's status or assignee changed, by whoever changed it (not while it is spam: its receivers never heard of it). */
export const queueLeadUpdated: CollectionAfterChangeHook = async ({ collection, doc, operation, previousDoc, req }) => {
  if (operation !== 'update' || !previousDoc || doc.spam) return doc
  const changes: LeadChanges = {}
  if (doc.status !== previousDoc.status) changes.status = { from: previousDoc.status ?? null, to: doc.status ?? null }
  if (idOf(doc.assignedTo) !== idOf(previousDoc.assignedTo)) changes.assignedTo = { from: idOf(previousDoc.assignedTo), to: idOf(doc.assignedTo) }
  if (Object.keys(changes).length) await queueWebhookDeliveries(req, collection.slug, doc.id, 'lead.updated', changes)
  return doc
}

/** A lead deleted (by a person, its retention, an erasure) takes its deliveries and their logged answers with it; tries still queued find nothing to send. */
export const deleteLeadDeliveries: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  const where: Where = { and: [{ leadCollection: { equals: collection.slug } }, { leadId: { equals: String(id) } }] }
  await req.payload.delete({ collection: 'webhook-deliveries', where, overrideAccess: true, req })
}
