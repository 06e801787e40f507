import crypto from 'node:crypto'
import contentDisposition from 'content-disposition'
import type { Endpoint } from 'payload'

import { absoluteUrl } from '@/cms/env'
import { hashValue } from '@/features/forms/server/client'
import { leadFileBytes } from '@/features/privacy/personalData/fileBytes'

/** How long a file link in a webhook's body opens the file. */
export const fileLinkLifetimeMs = 24 * 3_600_000

const path = '/lead-file-links'

const signatureOf = (filename: string, expires: number) => hashValue('lead-file-link', `${filename}:${expires}`)

/** A link that downloads one lead file without signing in, until `expires`: its name and time signed with the site's secret. */
export function signedFileLink(filename: string, now = Date.now()): { url: string; expiresAt: string } {
  const expires = now + fileLinkLifetimeMs
  const query = new URLSearchParams({ expires: String(expires), signature: signatureOf(filename, expires) })
  return { url: absoluteUrl(`/api${path}/${encodeURIComponent(filename)}?${query}`), expiresAt: new Date(expires).toISOString() }
}

/** Whether a link's signature is this file's and time's (compared in constant time) and its time has not passed. */
export function linkOpens(filename: string, expires: string, signature: string, now = Date.now()): boolean {
  const when = Number(expires)
  if (!Number.isSafeInteger(when) || when < now) return false
  const expected = Buffer.from(signatureOf(filename, when))
  const given = Buffer.from(signature)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

const refused = () => Response.json({ errors: [{ message: 'This link has expired or is not valid.' }] }, { status: 403, headers: { 'cache-control': 'no-store' } })

/**
 * GET /api/lead-file-links/:filename?expires=…&signature=…: the file a webhook's body links to,
 * for anyone holding a link that has not expired; the download of a lead file by its own address
 * still asks for a sign-in.
 */
export const fileLinkEndpoint: Endpoint = {
  path: `${path}/:filename`,
  method: 'get',
  handler: async (req) => {
    const filename = String(req.routeParams?.filename ?? '')
    if (!linkOpens(filename, req.searchParams.get('expires') ?? '', req.searchParams.get('signature') ?? '')) return refused()
    const file = (await req.payload.find({ collection: 'lead-files', where: { filename: { equals: filename } }, limit: 1, depth: 0, overrideAccess: true, req })).docs[0]
    if (!file) return refused()
    const bytes = await leadFileBytes(filename)
    return new Response(Buffer.from(bytes), {
      headers: {
        'content-type': file.mimeType ?? 'application/octet-stream',
        'content-disposition': contentDisposition(file.originalName || filename),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  },
}
