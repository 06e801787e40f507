import fc from 'fast-check'

import { definitionOf, type FieldSpec, type FormName, forms } from '@/features/forms/definitions'
import { honeypotField, tokenCookie, tokenHeader } from '@/features/forms/protocol'
import { clientAddressHeader } from '@/server/clientAddress'
import { makePdf } from '../fixtures/pdf'

/**
 * Generated requests for every SPEC §7 call: malformed and truncated JSON and multipart bodies,
 * values of the wrong type, huge fields, control and direction characters, forged headers. Shared
 * by the integration sample (route handlers called directly) and `npm run fuzz` (the real server).
 */
export type FuzzRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: Uint8Array }

export const formNames = Object.keys(forms) as FormName[]
export const readPaths = ['/api/meta-title', '/api/meta-descriptions', '/api/blogs', '/api/related-blogs', '/api/blog-title/', '/api/blog-details/']
export const endpointsFuzzed = [...formNames.map((name) => forms[name].endpoint), ...readPaths]

const hostile = fc.constantFrom(
  '',
  ' ',
  'x\r\nERROR forged log line',
  '\u202eevil\u202c',
  '\u0000\u0001\u001b[31m',
  '<script>alert(1)</script>',
  "'; DROP TABLE quote_requests; --",
  '=HYPERLINK("http://x","y")',
  '../../etc/passwd',
  '%00',
  '\ud800',
  '𝕏'.repeat(50),
)
const text = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 40 }), hostile)
/** What an HTTP header can carry: printable ASCII. */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 })
/** Any text in a URL: its UTF-8 bytes, percent-encoded (lone surrogates become U+FFFD). */
const percentEncoded = (value: string) => [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')
const huge = fc.integer({ min: 10_000, max: 200_000 }).map((size) => 'A'.repeat(size))
const wrongType = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 3 }), fc.dictionary(text, text, { maxKeys: 3 }))

/** A value for a field: mostly what a visitor could send, sometimes anything at all. */
const fieldValue = (valid: string) =>
  fc.oneof({ weight: 12, arbitrary: fc.constant(valid) }, { weight: 3, arbitrary: text }, { weight: 1, arbitrary: huge }, { weight: 2, arbitrary: wrongType })

const validValues: Record<string, string> = {
  email: 'fuzz@example.com',
  tel: '+971 50 123 4567',
  url: 'https://www.linkedin.com/in/fuzz',
  text: 'Fuzz Tester',
  textarea: 'A fuzzed message about a villa in Dubai Hills.',
}
const validOf = (field: FieldSpec) =>
  field.input === 'select' ? field.choices!.options[0]! : validValues[field.input]!

/** The fields of a form as a generated record; some fields missing, some extra. */
function fieldsOf(name: FormName) {
  const shape = Object.fromEntries(definitionOf(name).fields.map((field) => [field.name, fieldValue(validOf(field))]))
  return fc.record(shape, { requiredKeys: [] }).chain((fields) =>
    fc
      .record({ extra: fc.dictionary(fc.string({ maxLength: 10 }), text, { maxKeys: 2 }), honeypot: fc.integer({ min: 0, max: 9 }).map((draw) => draw === 0) })
      .map(({ extra, honeypot }) => ({ ...extra, ...fields, ...(honeypot ? { [honeypotField]: 'bot' } : {}) })),
  )
}

type Credentials = { token: string; origin: string }

/**
 * The headers of a page of the site: mostly right (so the body reaches validation), else with any
 * of them missing or forged; the address headers are forged freely, they must never matter.
 */
const headersOf = ({ token, origin }: Credentials, contentType: string) => {
  const choice = <T>(right: T, ...wrong: T[]) => fc.oneof({ weight: 9, arbitrary: fc.constant(right) }, { weight: 1, arbitrary: fc.constantFrom(...wrong) })
  const right = {
    origin: fc.constant<string | undefined>(origin),
    site: fc.constant<string | undefined>('same-origin'),
    marker: fc.constant<string | undefined>('XMLHttpRequest'),
    cookieToken: fc.constant<string | undefined>(token),
    headerToken: fc.constant<string | undefined>(token),
    contentType: fc.constant<string | undefined>(contentType),
  }
  const perturbed = {
    origin: choice<string | undefined>(origin, 'https://evil.example', 'null', undefined),
    site: choice<string | undefined>('same-origin', 'cross-site', 'none', undefined),
    marker: choice<string | undefined>('XMLHttpRequest', 'fetch', undefined),
    cookieToken: choice<string | undefined>(token, 'forged.token', undefined),
    headerToken: choice<string | undefined>(token, 'other', undefined),
    contentType: choice<string | undefined>(contentType, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', undefined),
  }
  return fc
    .record({
      guarded: fc.oneof({ weight: 3, arbitrary: fc.record(right) }, { weight: 1, arbitrary: fc.record(perturbed) }),
      forwardedFor: fc.option(fc.oneof(fc.ipV4(), headerText), { nil: undefined }),
      forgedClient: fc.option(fc.ipV4(), { nil: undefined }),
    })
    .map(({ guarded, forwardedFor, forgedClient }) => {
      const headers: Record<string, string | undefined> = {
        origin: guarded.origin,
        'sec-fetch-site': guarded.site,
        'x-requested-with': guarded.marker,
        cookie: guarded.cookieToken && `${tokenCookie}=${guarded.cookieToken}`,
        [tokenHeader.toLowerCase()]: guarded.headerToken,
        'x-forwarded-for': forwardedFor,
        [clientAddressHeader]: forgedClient,
        'content-type': guarded.contentType,
      }
      return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined))
    })
}

const encoder = new TextEncoder()

/** A JSON body: well formed, malformed, cut short or not an object. */
const jsonBody = (name: FormName, token: string) =>
  fc.oneof(
    { weight: 6, arbitrary: fieldsOf(name).map((fields) => JSON.stringify({ [definitionOf(name).tokenField]: token, ...fields })) },
    { weight: 1, arbitrary: fieldsOf(name).chain((fields) => {
      const json = JSON.stringify({ token, ...fields })
      return fc.nat({ max: json.length }).map((end) => json.slice(0, end))
    }) },
    { weight: 1, arbitrary: fc.oneof(text, fc.constantFrom('[]', 'null', '1', '"x"', '{', '{"token":')) },
  ).map((body) => encoder.encode(body))

/** A multipart body with the form's fields and file: whole, cut short, or with a broken frame. */
function multipartBody(name: FormName, token: string) {
  const file = definitionOf(name).file!
  const fileBytes = fc.oneof(
    fc.constant(makePdf('Fuzzed résumé')),
    fc.uint8Array({ maxLength: 2048 }),
    fc.constant(new Uint8Array(0)),
  )
  return fc
    .record({
      fields: fieldsOf(name),
      fileBytes,
      fileName: fc.oneof(fc.constant('profile.pdf'), text),
      withFile: fc.boolean(),
      boundary: fc.constantFrom('fuzz-boundary', 'fuzz-boundary'),
      cut: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
      frame: fc.constantFrom('whole', 'whole', 'whole', 'no-closing', 'wrong-boundary', 'no-part-headers'),
    })
    .map(({ fields, fileBytes, fileName, withFile, boundary, cut, frame }) => {
      const part = (field: string, value: unknown) =>
        frame === 'no-part-headers' ? `--${boundary}\r\n\r\n${String(value)}\r\n` : `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${String(value)}\r\n`
      const head = part(definitionOf(name).tokenField, token) + Object.entries(fields).map(([field, value]) => part(field, typeof value === 'object' ? JSON.stringify(value) : value)).join('')
      const filePart = withFile
        ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${fileName.replace(/"/g, '')}"\r\nContent-Type: application/pdf\r\n\r\n`), Buffer.from(fileBytes), Buffer.from('\r\n')]
        : []
      const closing = frame === 'no-closing' ? '' : `--${frame === 'wrong-boundary' ? 'other' : boundary}--\r\n`
      const whole = Buffer.concat([Buffer.from(head), ...filePart, Buffer.from(closing)])
      return { body: cut === undefined ? whole : whole.subarray(0, Math.floor(whole.length * cut)), contentType: `multipart/form-data; boundary=${boundary}` }
    })
}

/** Generated submissions of one form of SPEC §7. */
export function formRequests(name: FormName, credentials: Credentials): fc.Arbitrary<FuzzRequest> {
  const path = forms[name].endpoint
  if (definitionOf(name).file) {
    return multipartBody(name, credentials.token).chain(({ body, contentType }) =>
      headersOf(credentials, contentType).map((headers) => ({ method: 'POST' as const, path, headers, body })),
    )
  }
  return fc
    .tuple(jsonBody(name, credentials.token), headersOf(credentials, 'application/json'))
    .map(([body, headers]) => ({ method: 'POST' as const, path, headers, body }))
}

/** Generated calls of one read path of SPEC §7: odd segments and query strings. */
export function readRequests(path: string): fc.Arbitrary<FuzzRequest> {
  const segment = fc.oneof(
    fc.constantFrom('acoustics-open-plan-offices', 'no-such-post', 'page', '..', '%', '%2e%2e%2f', '%00', 'a'.repeat(3000)),
    text.map(percentEncoded),
    fc.string({ unit: 'grapheme', maxLength: 60 }).map(encodeURIComponent),
  )
  const query = fc.option(fc.dictionary(fc.constantFrom('page', 'limit', 'where[x]', 'depth', 'q'), text.map(percentEncoded), { maxKeys: 3 }), { nil: undefined })
  return fc
    .record({ segment, query, forwardedFor: fc.option(fc.ipV4(), { nil: undefined }), etag: fc.option(headerText, { nil: undefined }) })
    .map(({ segment, query, forwardedFor, etag }) => {
      const search = query ? `?${Object.entries(query).map(([key, value]) => `${key}=${value}`).join('&')}` : ''
      const headers: Record<string, string> = {}
      if (forwardedFor) headers['x-forwarded-for'] = forwardedFor
      if (etag) headers['if-none-match'] = etag
      return { method: 'GET' as const, path: `${path}${path.endsWith('/') ? segment : ''}${search}`, headers }
    })
}

/** Fields of a stored lead that must hold a value the form's schema accepts. */
export const formOfCollection = (collection: string) => formNames.find((name) => forms[name].collection === collection)!
