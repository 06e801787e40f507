import path from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'

import sirv from 'sirv'

import { dataDir, s3Settings } from '../cms/env.ts'
import { localUploadFolders } from '../cms/storagePrefixes.ts'
import { publicFileCacheControl, publicUploads } from '../lib/publicUploads.ts'
import { securityHeaders } from '../lib/securityHeaders.ts'

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/**
 * The public pictures and videos (`/api/media/file/<name>`, `/api/videos/file/<name>`) answered from
 * the data folder as Payload would answer them (anyone may read them), without a trip through Next:
 * a picture's first byte in about a millisecond instead of tens, an ETag and Last-Modified for
 * revalidation, HEAD and ranges. Any other address, a file not on disk, and every file when they
 * are kept in S3 go on to `next` (Payload).
 */
export function publicFiles(): Handler {
  if (s3Settings()) return (_req, _res, next) => next()
  const headers = securityHeaders('files')
  const servers = new Map(
    publicUploads.map((collection) => [
      `/api/${collection}/file/`,
      sirv(path.join(dataDir(), localUploadFolders[collection]), {
        // Looked up on disk at each request (sirv's "dev" way), not listed once at the start: a file
        // uploaded, replaced or deleted since is answered as it is now.
        dev: true,
        etag: true,
        extensions: [],
        setHeaders(res) {
          for (const { key, value } of headers) res.setHeader(key, value)
          res.setHeader('Cache-Control', publicFileCacheControl)
        },
      }),
    ]),
  )
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const url = req.url ?? '/'
    for (const [prefix, serve] of servers) {
      if (!url.startsWith(prefix)) continue
      const name = url.slice(prefix.length)
      // One file name, no folders: anything else is Payload's to answer.
      if (!name || name.includes('/') || name.includes('%2F') || name.includes('%2f')) return next()
      const original = req.url
      req.url = `/${name}`
      return serve(req, res, () => {
        req.url = original
        next()
      })
    }
    next()
  }
}
