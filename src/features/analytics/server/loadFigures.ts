import type { Payload } from 'payload'

import { attributionFields } from '@/features/attribution/fields'
import { forms, formNames } from '@/features/forms/definitions'
import { companyDay, daysBefore } from '@/features/visits/server/companyDay'
import { figures, type LeadRow, type ViewRow } from '../figures'

/** The periods the dashboard offers, in days. */
export const periods = [30, 90] as const
export type Period = (typeof periods)[number]
export const periodOf = (value: unknown): Period => (periods.includes(Number(value) as Period) ? (Number(value) as Period) : periods[0])

/** The last `days` days (today included) of leads and views, as the dashboard's figures. */
export async function loadFigures(payload: Payload, days: Period) {
  const since = daysBefore(days - 1)
  const select = Object.fromEntries(['createdAt', ...attributionFields].map((field) => [field, true]))
  const [leadsByForm, views] = await Promise.all([
    Promise.all(
      formNames.map(async (form) => {
        const { docs } = await payload.find({
          collection: forms[form].collection,
          // The lead's day in Dubai starts 4 hours before UTC's: a day's margin, then filtered by day.
          where: { createdAt: { greater_than_equal: new Date(Date.parse(`${since}T00:00:00Z`) - 86_400_000).toISOString() } },
          select,
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
        return docs.map((doc) => ({ ...(doc as unknown as LeadRow), form }))
      }),
    ),
    payload.find({ collection: 'view-counts', where: { day: { greater_than_equal: since } }, pagination: false, depth: 0, overrideAccess: true }),
  ])
  const leads = leadsByForm.flat().filter((lead) => companyDay(new Date(lead.createdAt)) >= since)
  return { since, until: companyDay(), ...figures({ leads, views: views.docs as unknown as ViewRow[], companyDay }) }
}
