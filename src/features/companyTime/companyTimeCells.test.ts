import type { CollectionConfig, Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { companyTimeCells } from './companyTimeCells'

const cellOf = (fields: Field[], name: string) => {
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name) as { admin?: { components?: { Cell?: unknown } } }
  return field.admin?.components?.Cell
}

const collection = (fields: Field[], extra: Partial<CollectionConfig> = {}): CollectionConfig => ({ slug: 'leads', fields, ...extra })

describe('companyTimeCells', () => {
  const [leads, scheduled, untimed] = companyTimeCells({
    collections: [
      collection([
        { name: 'title', type: 'text' },
        { type: 'row', fields: [{ name: 'visitOn', type: 'date' }] },
      ]),
      collection([{ name: 'goLive', type: 'date', timezone: true }], { slug: 'scheduled' }),
      collection([], { slug: 'untimed', timestamps: false }),
    ],
  } as Config).collections!

  it("puts every date column on the company's clock, Payload's timestamps included", () => {
    expect(cellOf((leads!.fields[1] as { fields: Field[] }).fields, 'visitOn')).toMatch(/CompanyDateCell/)
    expect(cellOf(leads!.fields, 'createdAt')).toMatch(/CompanyDateCell/)
    expect(cellOf(leads!.fields, 'updatedAt')).toMatch(/CompanyDateCell/)
  })

  it('leaves a date that carries its own zone, and adds no timestamps where the collection has none', () => {
    expect(cellOf(scheduled!.fields, 'goLive')).toBeUndefined()
    expect(untimed!.fields).toEqual([])
  })
})
