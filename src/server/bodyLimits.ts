/**
 * Request-body limits of /api: checked against the declared Content-Length by server.mjs before the
 * app sees a request, and against the bytes actually read by the endpoints.
 */
import { mediaMaxBytes, uploadMaxBytes } from '../cms/env.ts'
import { apiSegment, firstSegment } from '../lib/routeSegments.ts'

const megabyte = 1024 * 1024

/** Any other body sent to /api: the admin's JSON, logins, the forms' calls. */
export const apiBodyMaxBytes = megabyte

/** Room for the multipart framing and the text fields around a file. */
export const multipartAllowance = 256 * 1024

/** A page view the site's script sends (features/visits): a few dozen bytes. */
export const viewBodyMaxBytes = 4096

/** The SPEC §7 forms that carry a file. */
export const formUploadPaths = ['/api/career_form', '/api/vendor_form']

/** Payload's upload collections an editor adds files to. */
export const adminUploadPaths = ['/api/media', '/api/videos']

const under = (pathname: string, paths: string[]) => paths.some((path) => pathname === path || pathname.startsWith(`${path}/`))

/** The largest body accepted by a path under /api, or undefined for a path outside it. */
export function bodyLimitOf(pathname: string) {
  if (firstSegment(pathname) !== apiSegment) return undefined
  if (under(pathname, formUploadPaths)) return uploadMaxBytes() + multipartAllowance
  if (under(pathname, adminUploadPaths)) return mediaMaxBytes() + multipartAllowance
  if (pathname === '/api/views') return viewBodyMaxBytes // features/visits/protocol.ts: viewEndpoint
  return apiBodyMaxBytes
}
