import type { Payload } from 'payload'

import { attributionFields } from '@/features/attribution/fields'
import { readCompanyTimeZone } from '@/features/companyTime/server/companyTimeZone'
import { forms, formNames } from '@/features/forms/definitions'
import { companyDay } from '@/features/visits/server/companyDay'
import { figures, type LeadRow, type ViewRow } from '../figures'
import { addDays, type Period, periodFrom, previousOf } from '../period'
import { notSpam } from '@/features/forms/spam/leadFields'

/** The period a request asks for (period.ts), read on the company's calendar. */
export async function requestedPeriod(payload: Payload, query: Parameters<typeof periodFrom>[0]) {
  const zone = await readCompanyTimeZone(payload)
  const today = companyDay(new Date(), zone)
  return { zone, today, ...periodFrom(query, today) }
}

const within = (day: string, { since, until }: Period) => day >= since && day <= until

/** The figures of `period` and of the period of the same length before it, from the leads and the view counts. */
export async function loadFigures(payload: Payload, period: Period, zone: string) {
  const previous = previousOf(period)
  const select = Object.fromEntries(['createdAt', ...attributionFields].map((field) => [field, true]))
  // A company day starts up to 14 hours before or after UTC's: a day's margin each side, then filtered by day.
  const createdAt = { greater_than_equal: `${addDays(previous.since, -1)}T00:00:00.000Z`, less_than: `${addDays(period.until, 2)}T00:00:00.000Z` }
  const [leadsByForm, views] = await Promise.all([
    Promise.all(
      formNames.map(async (form) => {
        const { docs } = await payload.find({ collection: forms[form].collection, where: { and: [{ createdAt }, notSpam] }, select, pagination: false, depth: 0, overrideAccess: true })
        return docs.map((doc) => ({ ...(doc as unknown as LeadRow), form }))
      }),
    ),
    payload.find({
      collection: 'view-counts',
      where: { and: [{ day: { greater_than_equal: previous.since } }, { day: { less_than_equal: period.until } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const dayOf = (date: Date) => companyDay(date, zone)
  const leads = leadsByForm.flat()
  const viewRows = views.docs as unknown as ViewRow[]
  const of = (span: Period) =>
    figures({ leads: leads.filter((lead) => within(dayOf(new Date(lead.createdAt)), span)), views: viewRows.filter((row) => within(row.day, span)), companyDay: dayOf })
  return { ...period, ...of(period), previous: { ...previous, totals: of(previous).totals } }
}
