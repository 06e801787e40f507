import type { Payload } from 'payload'

import { readCompanyTimeZone } from '@/features/companyTime/server/companyTimeZone'
import { companyDay } from '@/features/visits/server/companyDay'
import { figures, totalsOf } from '../figures'
import { type Period, periodFrom, previousOf } from '../period'
import { leadDays, leadGroups, pageViews, sourceVisits, viewTotals } from './figureQueries'

/** The period a request asks for (period.ts), read on the company's calendar. */
export async function requestedPeriod(payload: Payload, query: Parameters<typeof periodFrom>[0]) {
  const zone = await readCompanyTimeZone(payload)
  const today = companyDay(new Date(), zone)
  return { zone, today, ...periodFrom(query, today) }
}

const within = (day: string, { since, until }: Period) => day >= since && day <= until

/**
 * The figures of `period` and the totals of the period of the same length before it. The database
 * adds the leads and view counts up (figureQueries.ts): what comes back grows with the days, forms,
 * sources and pages shown, not with the leads or the views.
 */
export async function loadFigures(payload: Payload, period: Period, zone: string) {
  const previous = previousOf(period)
  const [days, leadGroupsOfPeriod, pages, sources, viewsBefore] = await Promise.all([
    leadDays(payload, { since: previous.since, until: period.until }, zone),
    leadGroups(payload, period, zone),
    pageViews(payload, period),
    sourceVisits(payload, period),
    viewTotals(payload, previous),
  ])
  const leadsBefore = days.filter(({ day }) => within(day, previous)).reduce((sum, { leads }) => sum + leads, 0)
  const current = figures({ leadDays: days.filter(({ day }) => within(day, period)), leadGroups: leadGroupsOfPeriod, pages, sources })
  return { ...period, ...current, previous: { ...previous, totals: totalsOf(leadsBefore, viewsBefore.landings, viewsBefore.views) } }
}
