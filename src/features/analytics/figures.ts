import { type Attribution, sourceOf } from '@/features/attribution/params'
import type { FormName } from '@/features/forms/definitions'

/** A lead as the dashboard reads it: its form, when it came, where its visit came from. */
export type LeadRow = Attribution & { form: FormName; createdAt: string }
/** A day's count of views of one page, source and device class (view-counts). */
export type ViewRow = { day: string; page: string; source: string; medium: string; campaign: string; views: number; landings: number }

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

/** A landing page's path, without its query. */
const pathOf = (page?: string) => (page ? page.split('?')[0]! || '/' : none)

type Tally = { visits: number; leads: number }
function add<K>(map: Map<K, Tally>, key: K, part: Partial<Tally>) {
  const tally = map.get(key) ?? { visits: 0, leads: 0 }
  tally.visits += part.visits ?? 0
  tally.leads += part.leads ?? 0
  map.set(key, tally)
}
const rowsOf = <K, R>(map: Map<K, Tally>, row: (key: K) => R) =>
  [...map]
    .map(([key, tally]) => ({ ...row(key), ...tally, conversion: conversion(tally.leads, tally.visits) }))
    .sort((a, b) => b.leads - a.leads || b.visits - a.visits)

/**
 * The dashboard's figures over a period: totals, leads per week by form, and visits, leads and
 * conversion by source and medium, by campaign and by landing page. A visit is a view that started
 * one (a landing); a lead counts for the source, campaign and landing page of its own visit.
 * `companyDay` gives a lead's day in the company's calendar.
 */
export function figures({ leads, views, companyDay }: { leads: LeadRow[]; views: ViewRow[]; companyDay: (date: Date) => string }) {
  const bySource = new Map<string, Tally>()
  const byCampaign = new Map<string, Tally>()
  const byLandingPage = new Map<string, Tally>()
  const weeks = new Map<string, Partial<Record<FormName, number>>>()
  const key = (...parts: string[]) => JSON.stringify(parts)

  let visits = 0
  let viewCount = 0
  for (const row of views) {
    viewCount += row.views
    if (!row.landings) continue
    visits += row.landings
    add(bySource, key(row.source || direct, row.medium || none), { visits: row.landings })
    if (row.campaign) add(byCampaign, key(row.campaign, row.source || direct, row.medium || none), { visits: row.landings })
    add(byLandingPage, row.page, { visits: row.landings })
  }
  for (const lead of leads) {
    const source = sourceOf(lead) || direct
    const medium = lead.utmMedium || none
    add(bySource, key(source, medium), { leads: 1 })
    if (lead.utmCampaign) add(byCampaign, key(lead.utmCampaign, source, medium), { leads: 1 })
    add(byLandingPage, pathOf(lead.landingPage), { leads: 1 })
    const week = weekOf(companyDay(new Date(lead.createdAt)))
    const counts = weeks.get(week) ?? {}
    counts[lead.form] = (counts[lead.form] ?? 0) + 1
    weeks.set(week, counts)
  }

  const parts = (json: string) => JSON.parse(json) as string[]
  return {
    totals: { leads: leads.length, visits, views: viewCount, conversion: conversion(leads.length, visits) },
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
