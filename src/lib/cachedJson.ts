import { createHash } from 'node:crypto'

/** Readers may keep an answer a minute, then reuse it while checking for a newer one. */
export const readCacheControl = 'public, max-age=60, stale-while-revalidate=600'

const matches = (ifNoneMatch: string | null, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)

/**
 * A JSON answer to a read call, with an ETag of its body: a client that already holds this body
 * (If-None-Match) gets 304 and no body.
 */
export function cachedJson(request: Request, body: unknown): Response {
  const text = JSON.stringify(body)
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`
  const headers = { ETag: etag, 'Cache-Control': readCacheControl }
  if (matches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
  return new Response(text, { status: 200, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
}

/** The JSON error of a read call for something that does not exist. */
export const notFoundJson = (error: string): Response =>
  Response.json({ error }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
