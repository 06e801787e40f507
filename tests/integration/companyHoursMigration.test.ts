import type { Migration, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import { adapter, rawQuery, startPayload } from './harness'

let payload: Payload
let hoursMigration: Migration

const query = (statement: string) => rawQuery(payload, statement)

beforeAll(async () => {
  ;({ payload } = await startPayload({ migrate: false }))
  const { migrations } = await import('@/migrations')
  const all = migrations()
  const index = all.findIndex((migration) => migration.name.endsWith('_company_hours_and_geo'))
  hoursMigration = all[index]!
  await payload.db.migrate({ migrations: all.slice(0, index) })
  await query(
    `INSERT INTO company (id, name, phone, email, address, about, copyright_holder, opening_hours, opening_hours_code) VALUES ` +
      `(1, 'Studio', '+971 4 000 0000', 'studio@example.ae', 'Business Bay, Dubai', 'A studio.', 'Studio LLC', ` +
      `'Sunday to Thursday, 8:00 to 17:00; Saturday, 10:00 to 14:00', 'Su-Th 08:00-17:00; Sa 10:00-14:00')`,
  )
  await payload.db.migrate({ migrations: all })
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`Company details of the version before the hours rows, migrated, on ${adapter}`, () => {
  it('keeps their hours, as rows of days and times', async () => {
    const company = await payload.findGlobal({ slug: 'company', depth: 0 })
    expect(company.openingHours?.map(({ days, opens, closes }) => ({ days, opens, closes }))).toEqual([
      { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'sunday'], opens: '08:00', closes: '17:00' },
      { days: ['saturday'], opens: '10:00', closes: '14:00' },
    ])
    expect(company.geo).toEqual({ latitude: null, longitude: null })
  })

  it('saves them again as they are, the rows Payload reads back', async () => {
    const company = await payload.findGlobal({ slug: 'company', depth: 0 })
    const saved = await payload.updateGlobal({ slug: 'company', data: { geo: { latitude: 25.18635, longitude: 55.27968 }, openingHours: company.openingHours }, context: skipRevalidation })
    expect(saved.openingHours).toEqual(company.openingHours)
    expect(saved.geo).toEqual({ latitude: 25.18635, longitude: 55.27968 })
  })

  it('gives the hours back in the old columns when the migration is rolled back', async () => {
    await hoursMigration.down({ db: (payload.db as unknown as { drizzle: unknown }).drizzle, payload } as never)
    expect(await query('SELECT opening_hours, opening_hours_code FROM company')).toEqual([
      {
        opening_hours: 'Sunday to Thursday, 8:00 to 17:00; Saturday, 10:00 to 14:00',
        opening_hours_code: 'Mo-Th,Su 08:00-17:00, Sa 10:00-14:00',
      },
    ])
  })
})
