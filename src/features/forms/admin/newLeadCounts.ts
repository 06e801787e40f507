import type { Payload, PayloadRequest } from 'payload'
import { cache } from 'react'

import { allows } from '@/cms/access'
import { newLeadStatus } from '../collections/leads'
import { type FormName, formNames, forms } from '../definitions'
import { notSpam } from '../spam/leadFields'

/** The forms whose leads `user` may read. */
export const readableForms = (user: PayloadRequest['user']): FormName[] => formNames.filter((name) => allows(user, forms[name].workedBy, 'read'))

/**
 * How many leads of each form `user` may read still wait for an answer: once per request, which the
 * menu's inbox link and the dashboard's summary both show.
 */
export const newLeadCounts = cache(async (payload: Payload, user: PayloadRequest['user']) =>
  Promise.all(
    readableForms(user).map(async (name) => ({
      name,
      form: forms[name],
      count: (await payload.count({ collection: forms[name].collection, where: { and: [{ status: { equals: newLeadStatus } }, notSpam] }, overrideAccess: true })).totalDocs,
    })),
  ),
)
