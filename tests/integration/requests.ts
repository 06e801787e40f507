import { proofOfWorkField, tokenCookie, tokenHeader } from '@/features/forms/protocol'
import { issueToken } from '@/features/forms/server/token'
import { clientAddressHeader } from '@/server/clientAddress'
import { makePdf } from '../fixtures/pdf'
import { solvedProof } from '../proofOfWork'

export const origin = 'http://localhost:3000'

let address = 0
/** A distinct client address per call, so rate limits only meet the tests that want them. */
export const newAddress = () => `203.0.113.${++address % 250}`

type Options = {
  headers?: Record<string, string>
  token?: string | null
  address?: string
  /** The form's `altcha` field: solved anew by default, as the page's script does; null sends none. */
  proof?: string | null | Promise<string>
}

export { solvedProof }

/**
 * A request body made when it is read: a solved proof of work takes a moment (async), and the
 * request helpers stay synchronous, as every test calls them.
 */
const bodyMadeOnRead = (make: () => Promise<string | Uint8Array>) => {
  let made = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (made) return controller.close()
      made = true
      const body = await make()
      controller.enqueue(typeof body === 'string' ? new TextEncoder().encode(body) : body)
    },
  })
}

/** The proof a request carries: the one given, none (null), or one solved now. */
const proofOf = (options: Options): Promise<string | undefined> =>
  options.proof === null ? Promise.resolve(undefined) : Promise.resolve(options.proof ?? solvedProof())

/** The headers a page of the site sends with a form. */
export function formHeaders({ headers = {}, token = issueToken(), address = newAddress() }: Options = {}) {
  return {
    host: 'localhost:3000',
    origin,
    referer: `${origin}/office-fit-out`,
    'sec-fetch-site': 'same-origin',
    'x-requested-with': 'XMLHttpRequest',
    [clientAddressHeader]: address,
    'user-agent': 'integration-test',
    ...(token ? { cookie: `${tokenCookie}=${token}`, [tokenHeader]: token } : {}),
    ...headers,
  }
}

/** A form sent as JSON, as the page's script sends it: with the token and (unless `proof: null` or the body has one) a solved proof of work. */
export function jsonRequest(path: string, body: unknown, options: Options = {}) {
  const headers = formHeaders(options)
  const token = headers[tokenHeader as keyof typeof headers]
  const isObject = body && typeof body === 'object' && !Array.isArray(body)
  const withToken = isObject && token ? { token, ...body } : body
  const init = { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }
  if (!isObject || proofOfWorkField in (body as object) || options.proof === null) {
    return new Request(`${origin}${path}`, { ...init, body: typeof withToken === 'string' ? withToken : JSON.stringify(withToken) })
  }
  const made = bodyMadeOnRead(async () => JSON.stringify({ ...(withToken as object), [proofOfWorkField]: await proofOf(options) }))
  return new Request(`${origin}${path}`, { ...init, body: made, duplex: 'half' } as RequestInit)
}

/** A form sent as multipart (with its file), as the page's script sends it: with the token and a solved proof of work unless `proof: null`. */
export function multipartRequest(
  path: string,
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Uint8Array<ArrayBuffer> },
  options: Options = {},
) {
  const headers = formHeaders(options)
  const token = headers[tokenHeader as keyof typeof headers]
  const boundary = `----site-test-${Math.random().toString(16).slice(2)}`
  const made = bodyMadeOnRead(async () => {
    const proof = await proofOf(options)
    const all = { ...(token ? { _token: token } : {}), ...fields, ...(proof ? { [proofOfWorkField]: proof } : {}) }
    return multipartEncoded(boundary, all, file)
  })
  return new Request(`${origin}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: made,
    duplex: 'half',
  } as RequestInit)
}

/** The bytes of a multipart form: its fields, then its file if it has one. */
function multipartEncoded(boundary: string, fields: Record<string, string>, file?: { field: string; name: string; type: string; data: Uint8Array }) {
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const head = Object.entries(fields).map(([name, value]) => part(name, value)).join('')
  if (!file) return Buffer.concat([Buffer.from(head), Buffer.from(`--${boundary}--\r\n`)])
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`
  return Buffer.concat([Buffer.from(head + fileHead), Buffer.from(file.data), Buffer.from(`\r\n--${boundary}--\r\n`)])
}

export const validQuote = {
  name: 'Layla Haddad',
  phone: '+971 50 123 4567',
  email: 'layla@example.com',
  work_type: 'Fit Out',
  project_category: 'Commercial',
  message: 'A 400 m² office in Business Bay, ready by March.',
}

export const validCareer = {
  name_c: 'Omar Nasser',
  phone_c: '+971 55 765 4321',
  email_c: 'omar@example.com',
  role_c: 'Project Engineer',
  linked_profile_link: 'https://www.linkedin.com/in/omar-nasser',
}

export const validVendor = {
  company_name: 'Gulf Joinery LLC',
  first_name: 'Sami',
  phone: '+971 4 222 3333',
  email: 'sami@gulfjoinery.example',
  work_type: 'Sub-Contractors',
  website: 'https://gulfjoinery.example',
}

export const pdfBytes = makePdf('Omar Nasser, Project Engineer')

/**
 * A body sent in 64 KB chunks as the server asks for them, counting what it was asked for; `endAt`
 * breaks it off after that many bytes, as a dropped connection would.
 */
export function meteredBody(bytes: Uint8Array, { endAt = bytes.length, chunk = 64 * 1024 } = {}) {
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= endAt) return controller.close()
      const next = bytes.subarray(sent, Math.min(sent + chunk, endAt))
      sent += next.length
      controller.enqueue(next)
    },
  }, { highWaterMark: 0 })
  return { stream, sent: () => sent }
}

/** The bytes of a multipart form with the site's token and one file, and its content type. */
export function multipartBytes(fields: Record<string, string>, file: { field: string; name: string; type: string; data: Uint8Array }, token: string) {
  const boundary = `----site-test-${Math.random().toString(16).slice(2)}`
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const head = [part('_token', token), ...Object.entries(fields).map(([name, value]) => part(name, value))].join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`
  const bytes = Buffer.concat([Buffer.from(head), Buffer.from(file.data), Buffer.from(`\r\n--${boundary}--\r\n`)])
  return { bytes, contentType: `multipart/form-data; boundary=${boundary}` }
}

/** A streamed multipart submission of a form, as a browser on a slow or broken connection sends it. */
export function streamedMultipartRequest(
  path: string,
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; data: Uint8Array },
  options: { endAt?: number } = {},
) {
  const headers = formHeaders()
  const { bytes, contentType } = multipartBytes(fields, file, headers[tokenHeader as keyof typeof headers] as string)
  const body = meteredBody(bytes, options)
  const request = new Request(`${origin}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': contentType },
    body: body.stream,
    duplex: 'half',
  } as RequestInit)
  return { request, sent: body.sent, size: bytes.length }
}
