import type { Payload } from 'payload'

import type { Role } from '@/cms/access'

import { origin } from './requests'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

let routes: Record<Method, Handler> | undefined

/** Payload's REST route handlers, as Next serves them under /api/[...slug]; import after startPayload. */
async function restRoutes() {
  routes ??= (await import('@/app/(payload)/api/[...slug]/route')) as unknown as Record<Method, Handler>
  return routes
}

type Options = { token?: string; json?: unknown; body?: string; headers?: Record<string, string> }

/** Calls `method /api{path}` (path with its query) like a browser; `token` signs the call in; `json` or a raw `body` is sent. */
export async function rest(method: Method, path: string, { token, json, body, headers: given = {} }: Options = {}) {
  const url = new URL(`/api${path}`, origin)
  const headers: Record<string, string> = { ...given }
  if (token) headers.authorization = `JWT ${token}`
  if (json !== undefined) headers['content-type'] = 'application/json'
  const request = new Request(url, { method, headers, body: json === undefined ? body : JSON.stringify(json) })
  const slug = url.pathname.replace(/^\/api\//, '').split('/').map(decodeURIComponent)
  return (await restRoutes())[method](request, { params: Promise.resolve({ slug }) })
}

/** The token of a signed-in user holding `roles` (an owner unless told). */
export async function editorToken(payload: Payload, email = 'editor@example.com', roles: Role[] = ['owner']) {
  const password = 'a-long-test-password'
  const existing = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
  if (!existing.docs.length) await payload.create({ collection: 'users', data: { email, password, roles } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return token!
}
