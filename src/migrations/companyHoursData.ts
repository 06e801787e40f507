/**
 * The data side of the company-hours migration, shared by both adapters' migrations: the opening
 * hours written in schema.org's form (company.opening_hours_code, 'Mo-Sa 09:00-18:00') become rows
 * of days and times, and back on the way down. Frozen here as the migration must be.
 */
import { randomBytes } from 'node:crypto'

import { type HoursRow, openingHoursText } from '@/lib/openingHours'

import type { Query } from './adapters/database'

type Row = { days: string[]; opens: string; closes: string }

const dayCodes = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
const dayValues = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']

const day = '(?:Mo|Tu|We|Th|Fr|Sa|Su)'
const time = '\\d{1,2}:\\d{2}'
const span = `${time}\\s*-\\s*${time}`
/** One entry: its days ('Mo-Fr', 'Mo,We,Fr', 'Su-Th'), then one or more spans ('09:00-13:00,14:00-18:00'). */
const entry = new RegExp(`(${day}(?:\\s*[-,]\\s*${day})*)\\s+(${span}(?:\\s*,\\s*${span})*)`, 'g')

const padded = (value: string) => value.trim().padStart(5, '0')

/** 'Mo-We,Fr' -> ['monday', 'tuesday', 'wednesday', 'friday']; a range may run past Sunday ('Su-Th'). */
function daysOf(days: string): string[] {
  const indexes = new Set<number>()
  for (const part of days.split(',')) {
    const [from, to = from] = part.split('-').map((code) => dayCodes.indexOf(code.trim()))
    for (let index = from!; ; index = (index + 1) % 7) {
      indexes.add(index)
      if (index === to) break
    }
  }
  return [...indexes].sort((a, b) => a - b).map((index) => dayValues[index]!)
}

/** The rows of an hours code: 'Mo-Sa 09:00-18:00, Su 10:00-14:00' (entries joined by ', ' or '; '). Unreadable parts are left out. */
export function rowsOfHoursCode(code: string | null | undefined): Row[] {
  return [...(code ?? '').matchAll(entry)].flatMap(([, days, spans]) =>
    spans!.split(',').map((pair) => {
      const [opens, closes] = pair.split('-').map(padded)
      return { days: daysOf(days!), opens: opens!, closes: closes! }
    }),
  )
}

/** The code of rows, the other way: [{ days: monday…saturday, 09:00, 18:00 }] -> 'Mo-Sa 09:00-18:00'. */
export function hoursCodeOfRows(rows: Row[]): string {
  return rows
    .map(({ days, opens, closes }) => {
      const indexes = dayValues.flatMap((value, index) => (days.includes(value) ? [index] : []))
      const runs: number[][] = []
      for (const index of indexes) {
        if (runs.at(-1)?.at(-1) === index - 1) runs.at(-1)!.push(index)
        else runs.push([index])
      }
      const daysCode = runs.map((run) => (run.length > 1 ? `${dayCodes[run[0]!]}-${dayCodes[run.at(-1)!]}` : dayCodes[run[0]!])).join(',')
      return `${daysCode} ${opens}-${closes}`
    })
    .join(', ')
}

const text = (value: string) => `'${value.replace(/'/g, "''")}'`

/** Up: run after the rows' tables exist, before company.opening_hours_code is dropped. */
export async function convertHoursCodes(query: Query): Promise<void> {
  for (const company of await query('SELECT id, opening_hours_code FROM company')) {
    const rows = rowsOfHoursCode(company.opening_hours_code as string | null)
    for (const [index, { days, opens, closes }] of rows.entries()) {
      const id = randomBytes(12).toString('hex') // the shape of the ids Payload gives array rows
      await query(
        `INSERT INTO company_opening_hours (_order, _parent_id, id, opens, closes) VALUES (${index + 1}, ${Number(company.id)}, '${id}', ${text(opens)}, ${text(closes)})`,
      )
      for (const [order, value] of days.entries()) {
        await query(`INSERT INTO company_opening_hours_days ("order", parent_id, value) VALUES (${order + 1}, '${id}', '${value}')`)
      }
    }
  }
}

/** Down: run after company.opening_hours and opening_hours_code are back, before the rows' tables are dropped. */
export async function restoreHoursCodes(query: Query): Promise<void> {
  const found = await query(
    'SELECT h._parent_id AS company, h.id, h.opens, h.closes, d.value AS day FROM company_opening_hours h ' +
      'LEFT JOIN company_opening_hours_days d ON d.parent_id = h.id ORDER BY h._parent_id, h._order, d."order"',
  )
  const byCompany = new Map<number, Map<string, Row>>()
  for (const { company, id, opens, closes, day } of found) {
    const rows = byCompany.get(Number(company)) ?? byCompany.set(Number(company), new Map()).get(Number(company))!
    const row = rows.get(String(id)) ?? rows.set(String(id), { days: [], opens: String(opens), closes: String(closes) }).get(String(id))!
    if (day) row.days.push(String(day))
  }
  for (const [company, rows] of byCompany) {
    const list = [...rows.values()]
    const shown = openingHoursText(list as HoursRow[])
    await query(`UPDATE company SET opening_hours_code = ${text(hoursCodeOfRows(list))}, opening_hours = ${shown ? text(shown) : 'NULL'} WHERE id = ${company}`)
  }
}
