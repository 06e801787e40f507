import { tokenCookie, tokenHeader } from '@/features/forms/definitions'
import { issueToken } from '@/features/forms/server/token'
import { makePdf } from '../fixtures/pdf'

export const origin = 'http://localhost:3000'

let address = 0
/** A distinct client address per call, so rate limits only meet the tests that want them. */
export const newAddress = () => `203.0.113.${++address % 250}`

type Options = { headers?: Record<string, string>; token?: string | null; address?: string }

/** The headers a page of the site sends with a form. */
export function formHeaders({ headers = {}, token = issueToken(), address = newAddress() }: Options = {}) {
  return {
    host: 'localhost:3000',
    origin,
    referer: `${origin}/office-fit-out`,
    'sec-fetch-site': 'same-origin',
    'x-requested-with': 'XMLHttpRequest',
    'x-forwarded-for': address,
    'user-agent': 'integration-test',
    ...(token ? { cookie: `${tokenCookie}=${token}`, [tokenHeader]: token } : {}),
    ...headers,
  }
}

export function jsonRequest(path: string, body: unknown, options: Options = {}) {
  const headers = formHeaders(options)
  const token = headers[tokenHeader as keyof typeof headers]
  const withToken = body && typeof body === 'object' && !Array.isArray(body) && token ? { token, ...body } : body
  return new Request(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof withToken === 'string' ? withToken : JSON.stringify(withToken),
  })
}

export function multipartRequest(
  path: string,
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Uint8Array<ArrayBuffer> },
  options: Options = {},
) {
  const headers = formHeaders(options)
  const token = headers[tokenHeader as keyof typeof headers]
  const body = new FormData()
  if (token) body.append('_token', token)
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  if (file) body.append(file.field, new Blob([file.data], { type: file.type }), file.name)
  return new Request(`${origin}${path}`, { method: 'POST', headers, body })
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
