import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { cleanFileName } from './cleanText'
import { type FieldSpec, forms } from './definitions'
import { fieldSchema } from './schemas'

/** Line breaks and tabs a pasted value may carry. */
const breaks = ['\r', '\n', '\r\n', '\t', '\v', '\f', '\u0085', '\u2028', '\u2029']
/** Bidirectional controls: embeddings, overrides, isolates, marks. */
const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c']
/** Other controls: NUL, ESC (terminal colours), DEL, CSI. */
const controls = ['\u0000', '\u001b', '\u007f', '\u009b']

const notOneLine = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/
const notInAMessage = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\r\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/

/** `base` with the given characters slipped in at generated places. */
const sprinkled = (base: fc.Arbitrary<string>, extras: string[]) =>
  fc
    .tuple(base, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...extras)), { maxLength: 8 }))
    .map(([value, inserts]) =>
      inserts.reduce((text, [at, extra]) => {
        const index = at % (text.length + 1)
        return text.slice(0, index) + extra + text.slice(index)
      }, value),
    )

const validValues: Partial<Record<FieldSpec['input'], string[]>> = {
  text: ['Layla Haddad', 'Gulf Joinery LLC', 'ليلى حداد', 'Rania'],
  tel: ['+971 50 123 4567', '04 555 0147'],
  email: ['layla@example.com', 'r.a@studio.ae'],
  url: ['https://example.com/profile', 'www.example.ae'],
}

const oneLineFields = Object.values(forms).flatMap((form) =>
  form.fields
    .filter((spec: FieldSpec) => spec.input !== 'textarea' && spec.input !== 'select')
    .map((spec: FieldSpec) => ({
      form: form.label,
      spec,
      schema: fieldSchema(spec),
    })),
)

const messageFields = Object.values(forms).flatMap((form) =>
  form.fields
    .filter((spec: FieldSpec) => spec.input === 'textarea')
    .map((spec: FieldSpec) => ({
      form: form.label,
      schema: fieldSchema(spec),
    })),
)

const anything = fc.oneof(
  sprinkled(fc.string({ maxLength: 60 }), [...breaks, ...bidi, ...controls]),
  fc.string({ unit: 'binary', maxLength: 60 }),
)

/** `text` with each `[at, extra]` inserted at position `at` (wrapped to its length at the time). */
const withInserted = (text: string, inserts: [number, string][]) =>
  inserts.reduce((value, [at, extra]) => {
    const index = at % (value.length + 1)
    return value.slice(0, index) + extra + value.slice(index)
  }, text)

describe('one-line fields', () => {
  for (const { form, spec, schema } of oneLineFields) {
    it(`${form} › ${spec.label}: whatever is accepted holds no line break, tab, control or bidi control`, () => {
      const values = fc.oneof(sprinkled(fc.constantFrom(...validValues[spec.input]!), [...breaks, ...bidi, ...controls]), anything)
      fc.assert(
        fc.property(values, (value) => {
          const parsed = schema.safeParse(value)
          if (parsed.success) expect(parsed.data).not.toMatch(notOneLine)
        }),
      )
    })
  }

  for (const { form, spec, schema } of oneLineFields.filter(({ spec }) => spec.input === 'text' || spec.input === 'tel')) {
    it(`${form} › ${spec.label}: a pasted value with breaks and bidi controls is cleaned, not refused`, () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...validValues[spec.input]!),
          fc.array(fc.tuple(fc.nat(), fc.constantFrom(...breaks, ...bidi, ...controls)), { maxLength: 8 }),
          (base, inserts) => {
            const value = withInserted(base, inserts)
            const parsed = schema.safeParse(value)
            expect(parsed.success).toBe(true)
            expect(parsed.data!.replace(/ /g, '')).toBe(base.replace(/ /g, ''))
          },
        ),
      )
    })
  }

  it('turns the forged log line of issue 12 into one line', () => {
    const name = oneLineFields.find(({ form, spec }) => form === 'Quote request' && spec.name === 'name')!.schema
    expect(name.safeParse('X\nERROR forged').data).toBe('X ERROR forged')
    expect(name.safeParse('X\r\n\t\u202eERROR\u2069 forged').data).toBe('X ERROR forged')
  })
})

describe('messages', () => {
  const line = fc.string({ unit: fc.constantFrom(...'abc xyzعربي.,!?'.split('')), minLength: 1, maxLength: 30 })
  const endings = fc.constantFrom('\n', '\r\n', '\r')

  for (const { form, schema } of messageFields) {
    it(`${form} › Message: keeps its lines and loses its bidi and control characters`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.tuple(line, endings), { minLength: 1, maxLength: 6 }).filter((lines) => lines[0]![0].trim() !== ''),
          fc.array(fc.tuple(fc.nat(), fc.constantFrom(...bidi, ...controls)), { maxLength: 8 }),
          (lines, inserts) => {
            const text = lines.map(([words, ending]) => words + ending).join('') + 'end'
            const value = withInserted(text, inserts)
            const parsed = schema.safeParse(value)
            expect(parsed.success).toBe(true)
            expect(parsed.data).not.toMatch(notInAMessage)
            expect(parsed.data!.split('\n')).toHaveLength(lines.length + 1)
            expect(parsed.data).toBe([...lines.map(([words]) => words), 'end'].join('\n').trim())
          },
        ),
      )
    })

    it(`${form} › Message: whatever is accepted holds no bidi control and no CR`, () => {
      fc.assert(
        fc.property(anything, (value) => {
          const parsed = schema.safeParse(value)
          if (parsed.success) expect(parsed.data).not.toMatch(notInAMessage)
        }),
      )
    })
  }
})

describe('uploaded file names', () => {
  it('are one line of at most 200 characters without controls or bidi controls', () => {
    fc.assert(
      fc.property(fc.oneof(anything, fc.string({ unit: 'grapheme', maxLength: 300 })), (name) => {
        const clean = cleanFileName(name)
        expect(clean).not.toMatch(notOneLine)
        expect(Array.from(clean).length).toBeLessThanOrEqual(200)
        expect(clean.length).toBeGreaterThan(0)
      }),
    )
  })

  it('keep what a person reads', () => {
    expect(cleanFileName('CV\u202eFDP.exe')).toBe('CVFDP.exe')
    expect(cleanFileName('My CV\r\n(2024).pdf')).toBe('My CV (2024).pdf')
    expect(cleanFileName('\u0000\u202e')).toBe('file')
  })
})
