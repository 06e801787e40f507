import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type FormDefinition, type FormName, forms } from '@/features/forms/definitions'
import { schemaOf } from '@/features/forms/schemas'
import { makePdf } from '../fixtures/pdf'
import { adapter, startPayload } from './harness'
import { jsonRequest, multipartRequest } from './requests'

let payload: Payload
const runs = Number(process.env.PROPERTY_RUNS || 1000)

beforeAll(async () => {
  process.env.FORM_RATE_LIMIT = '1000000'
  ;({ payload } = await startPayload())
})

afterAll(async () => {
  await payload?.destroy()
})

/** Values a field may receive: valid ones, near misses, and anything JSON can carry. */
const fieldValue = (form: FormDefinition, name: string) => {
  const spec = form.fields.find((field) => field.name === name)!
  const plausible = {
    text: fc.constantFrom('Layla Haddad', 'Gulf Joinery LLC', 'A 400 m² office in Business Bay'),
    email: fc.constantFrom('layla@example.com', 'not-an-email', 'a@b'),
    tel: fc.constantFrom('+971 50 123 4567', '12', 'phone'),
    url: fc.constantFrom('https://example.com/profile', 'example.com', 'not a link'),
    textarea: fc.constantFrom('We would like a quote.', ' '),
  }[spec.input as 'text'] ?? fc.constantFrom(...spec.choices!.options, spec.choices!.placeholder)
  return fc.oneof(
    { weight: 4, arbitrary: plausible },
    { weight: 2, arbitrary: fc.string({ maxLength: 300 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 50 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  )
}

/** A value the schema accepts, so that many generated submissions are stored. */
const validValue = (form: FormDefinition, name: string) => {
  const spec = form.fields.find((field) => field.name === name)!
  return {
    text: fc.constantFrom('Layla Haddad', 'Gulf Joinery LLC', '  Rania  '),
    email: fc.constantFrom('layla@example.com', 'r.a@studio.ae'),
    tel: fc.constantFrom('+971 50 123 4567', '04 555 0147'),
    url: fc.constantFrom('https://example.com/profile', 'www.example.ae'),
    textarea: fc.constantFrom('We would like a quote.', 'Villa in Arabian Ranches\nthree bathrooms'),
  }[spec.input as 'text'] ?? fc.constantFrom(...spec.choices!.options)
}

const fieldsOf = (form: FormDefinition) =>
  fc.oneof(
    fc.record(Object.fromEntries(form.fields.map((spec) => [spec.name, validValue(form, spec.name)]))),
    fc.record(Object.fromEntries(form.fields.map((spec) => [spec.name, fieldValue(form, spec.name)])), {
      requiredKeys: [],
    }),
  )

const pdf = makePdf('Generated résumé')
const fileOf = (form: FormDefinition) =>
  fc.option(
    fc.oneof(
      fc.constant({ name: 'resume.pdf', type: 'application/pdf', data: pdf }),
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({ name: 'upload.pdf', type: 'application/pdf', data: new Uint8Array(bytes) })),
      fc.string({ maxLength: 200 }).map((text) => ({ name: text || 'x', type: 'text/html', data: new TextEncoder().encode(text) })),
    ).map((file) => ({ field: form.file!.field, ...file })),
    { nil: undefined },
  )

async function handlerOf(name: FormName) {
  const path = forms[name].endpoint.replace('/api/', '')
  return (await import(/* @vite-ignore */ `@/app/api/${path}/route`)).POST as (request: Request) => Promise<Response>
}

const storedLeads = async (form: FormDefinition) =>
  (await payload.find({ collection: form.collection as 'quote-requests', limit: 0, depth: 0 })).docs as unknown as Record<string, unknown>[]

describe(`generated submissions on ${adapter}`, () => {
  for (const name of Object.keys(forms) as FormName[]) {
    const form: FormDefinition = forms[name]
    it(`${form.endpoint}: ${runs} payloads, never a 5xx, never an invalid lead`, async () => {
      const post = await handlerOf(name)
      let created = 0
      const body = form.file
        ? fc.record({ fields: fieldsOf(form), file: fileOf(form) })
        : fc.oneof({ weight: 5, arbitrary: fieldsOf(form) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) })
      await fc.assert(
        fc.asyncProperty(body, async (generated) => {
          const request = form.file
            ? (() => {
                const { fields, file } = generated as { fields: Record<string, unknown>; file?: Parameters<typeof multipartRequest>[2] }
                const strings = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]))
                return multipartRequest(form.endpoint, strings, file)
              })()
            : jsonRequest(form.endpoint, generated)
          const response = await post(request)
          expect(response.status).toBeLessThan(500)
          if (response.status === 201) created++
        }),
        { numRuns: runs },
      )
      const leads = await storedLeads(form)
      expect(created).toBeGreaterThan(0)
      expect(leads.length).toBe(created)
      for (const lead of leads) {
        const values = Object.fromEntries(form.fields.map((spec) => [spec.name, lead[spec.name]]))
        expect(schemaOf(form).safeParse(values).success, JSON.stringify(values)).toBe(true)
      }
    }, 600_000)
  }
})
