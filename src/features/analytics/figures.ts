import { type Attribution, sourceOf } from '@/features/attribution/params'
import type { FormName } from '@/features/forms/definitions'

/** Leads of one form on one of the company's days. */
export type LeadDay = { day: string; form: FormName; leads: number }
/**
 * Leads that came alike: the same campaign tags, referring site and landing page. `landingPath` is
 * the page's path without its query ('/' for a bare query), null where the lead has no landing page.
 */
export type LeadGroup = Attribution & { landingPath: string | null; leads: number }
/** Views of a page, and the visits that landed on it. */
export type PageViews = { page: string; views: number; landings: number }
/** Visits that came alike: the same source, medium and campaign ('' where the visit named none). */
export type SourceVisits = { source: string; medium: string; campaign: string; landings: number }

export const direct = '(direct)'
const none = '(none)'

/** Fewer counted visits than this, and a rate says more about chance than about the page. */
export const fewestVisitsForConversion = 30

/**
 * Leads over counted visits, where that means something: visits are counted only for browsers that send
 * the page-view beacon, so where the leads outnumber the counted visits, or the visits are too few, none.
 */
export const conversion = (leads: number, visits: number) => (visits >= fewestVisitsForConversion && leads <= visits ? leads / visits : null)

/** The Monday (YYYY-MM-DD) of the week of a day. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7))
  return date.toISOString().slice(0, 10)
}

/** A period's totals: its leads, its visits, its views and the leads per visit. */
export const totalsOf = (leads: number, visits: number, views: number) => ({ leads, visits, views, conversion: conversion(leads, visits) })

type Tally = { visits: number; leads: number }
function add<K>(map: Map<K, Tally>, key: K, part: Partial<Tally>) {
  const tally = map.get(key) ?? { visits: 0, leads: 0 }
  tally.visits += part.visits ?? 0
  tally.leads += part.leads ?? 0
  map.set(key, tally)
}
/** The rows of a table, most leads first, then most visits, then by name (the database returns groups in no set order). */
const rowsOf = <R extends object>(map: Map<string, Tally>, row: (key: string) => R) =>
  [...map]
    .sort(([a, first], [b, second]) => second.leads - first.leads || second.visits - first.visits || (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, tally]) => ({ ...row(key), ...tally, conversion: conversion(tally.leads, tally.visits) }))

/**
 * The dashboard's figures over a period, from the database's sums (server/figureQueries.ts): totals,
 * leads per week by form, and visits, leads and conversion by source and medium, by campaign and by
 * landing page. A visit is a view that started one (a landing); a lead counts for the source,
 * campaign and landing page of its own visit.
 */
export function figures({ leadDays, leadGroups, pages, sources }: { leadDays: LeadDay[]; leadGroups: LeadGroup[]; pages: PageViews[]; sources: SourceVisits[] }) {
  const bySource = new Map<string, Tally>()
  const byCampaign = new Map<string, Tally>()
  const byLandingPage = new Map<string, Tally>()
  const weeks = new Map<string, Partial<Record<FormName, number>>>()
  const key = (...parts: string[]) => JSON.stringify(parts)

  let visits = 0
  let viewCount = 0
  for (const row of pages) {
    viewCount += row.views
    if (!row.landings) continue
    visits += row.landings
    add(byLandingPage, row.page, { visits: row.landings })
  }
  for (const row of sources) {
    if (!row.landings) continue
    add(bySource, key(row.source || direct, row.medium || none), { visits: row.landings })
    if (row.campaign) add(byCampaign, key(row.campaign, row.source || direct, row.medium || none), { visits: row.landings })
  }
  for (const group of leadGroups) {
    const source = sourceOf(group) || direct
    const medium = group.utmMedium || none
    add(bySource, key(source, medium), { leads: group.leads })
    if (group.utmCampaign) add(byCampaign, key(group.utmCampaign, source, medium), { leads: group.leads })
    add(byLandingPage, group.landingPath ?? none, { leads: group.leads })
  }
  let leads = 0
  for (const { day, form, leads: count } of leadDays) {
    leads += count
    const week = weekOf(day)
    const counts = weeks.get(week) ?? {}
    counts[form] = (counts[form] ?? 0) + count
    weeks.set(week, counts)
  }

  const parts = (json: string) => JSON.parse(json) as string[]
  return {
    totals: totalsOf(leads, visits, viewCount),
    leadsPerWeek: [...weeks].sort(([a], [b]) => a.localeCompare(b)).map(([week, counts]) => ({ week, ...counts })),
    bySource: rowsOf(bySource, (json) => {
      const [source, medium] = parts(json)
      return { source: source!, medium: medium! }
    }),
    byCampaign: rowsOf(byCampaign, (json) => {
      const [campaign, source, medium] = parts(json)
      return { campaign: campaign!, source: source!, medium: medium! }
    }),
    byLandingPage: rowsOf(byLandingPage, (page) => ({ page })),
  }
}

export type Figures = ReturnType<typeof figures>
