import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withSignInThrottle } from '@/cms/auth/signInThrottle'
import { inDefaultLocale } from '@/cms/rest/inDefaultLocale'
import { namedDownloads } from '@/features/forms/collections/downloadName'
import { limitBody } from '@/features/security/limitBody'
import { withSecondFactorOnPasswordReset } from '@/features/twoFactor/withheldSession'

export const GET = namedDownloads(inDefaultLocale(REST_GET(config)))
// The body cap comes first: the sign-in throttle reads the body of sign-in calls.
export const POST = limitBody(withSignInThrottle(withSecondFactorOnPasswordReset(inDefaultLocale(REST_POST(config)))))
export const DELETE = inDefaultLocale(REST_DELETE(config))
export const PATCH = limitBody(inDefaultLocale(REST_PATCH(config)))
export const PUT = limitBody(inDefaultLocale(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
