import { siteIsHttps } from '@/cms/env'
import { tokenCookie } from '@/features/forms/protocol'
import { cookie } from '@/features/forms/server/guard'
import { isValidToken, issueToken } from '@/features/forms/server/token'

export const dynamic = 'force-dynamic'

/** The anti-forgery token for this browser: the one its cookie holds, or a new one. */
export function GET(request: Request) {
  const existing = cookie(request, tokenCookie)
  const token = isValidToken(existing) ? existing : issueToken()
  return Response.json(
    { token },
    {
      headers: {
        'Cache-Control': 'no-store',
        'Set-Cookie': `${tokenCookie}=${token}; Path=/; Max-Age=604800; SameSite=Strict${siteIsHttps() ? '; Secure' : ''}`,
      },
    },
  )
}
