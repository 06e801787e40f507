/**
 * Expires the route cache's pages carrying the posted tags: `POST {"tags": [...]}` from Next's
 * process on this machine (its expireTags hook), with the shared token. server.mjs never forwards
 * /internal/* here; Astro listens on loopback only.
 */
import type { APIRoute } from 'astro'

import { astroExpireToken } from '@/cms/env'
import { expire } from '../../server/routeCache'

export const POST: APIRoute = async ({ request, clientAddress }) => {
  const token = astroExpireToken()
  const loopback = clientAddress === '127.0.0.1' || clientAddress === '::1' || clientAddress === '::ffff:127.0.0.1'
  if (!loopback || !token || request.headers.get('x-expire-token') !== token) return new Response(null, { status: 403 })
  const { tags = [], path } = (await request.json()) as { tags?: string[]; path?: string }
  const expired = await expire({ tags, path })
  return Response.json({ expired, tags, path: path ?? null })
}
