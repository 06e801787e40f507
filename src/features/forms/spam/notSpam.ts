import type { Endpoint } from 'payload'

import { allOrNothing } from '@/cms/allOrNothing'

import { allows, type LeadArea } from '@/cms/access'
import { signedInOnly } from '@/cms/rest/signedInEndpoint'
import { recordAudit } from '@/features/audit/record'
import { queueNotifications } from '../collections/leads'
import type { FormDefinition } from '../definitions'

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/**
 * POST /api/<lead collection>/:id/not-spam, for whoever may work that kind of lead (401 signed
 * out, 403 to the others): the lead leaves *Spam* and what its score held back is queued now, in
 * one transaction with the audit entry (`lead-not-spam`): the company's and the visitor's mails,
 * and a delivery for each webhook destination that wants new leads.
 */
export const notSpamEndpoint = (collection: FormDefinition['collection'], area: LeadArea): Endpoint => ({
  path: '/:id/not-spam',
  method: 'post',
  handler: signedInOnly(async (req) => {
    const id = String(req.routeParams?.id ?? '')
    if (!/^\d+$/.test(id)) return notFound()
    const lead = await req.payload.db.findOne<{ id: number | string; spam?: boolean | null }>({ collection, where: { id: { equals: id } }, req })
    if (!lead) return notFound()
    if (!lead.spam) return Response.json({ message: 'This lead is not marked as spam.' })
    await allOrNothing(req, async () => {
      await req.payload.update({ collection, id, data: { spam: false, spamReasons: [] }, depth: 0, overrideAccess: true, req })
      await queueNotifications(req, collection, id)
      await recordAudit(req, { action: 'lead-not-spam', collection, document: id })
    })
    return Response.json({ message: 'Moved back to the leads: its mails and webhooks go out within seconds.' })
  }, (req) => allows(req.user, area, 'work')),
})
