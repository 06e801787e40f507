import type { RestHandler } from '@/cms/rest/restHandler'


const isPasswordReset = (method: string, slug: string[] | undefined) => method === 'POST' && slug?.length === 2 && slug[0] === 'users' && slug[1] === 'reset-password'

/**
 * A password reset signs the user in, but a reset link proves only the mailbox: for a user with a
 * second factor the new password is kept and the session is withheld (no cookie, no token), so the
 * next sign-in asks for the code. Payload's reset page then opens the sign-in page.
 */
// internals: two-factor-sign-in
export function withSecondFactorOnPasswordReset(handler: RestHandler): RestHandler {
  return async (request, args) => {
    const response = await handler(request, args)
    if (!response.ok || !isPasswordReset(request.method, (await args.params).slug)) return response
    const { user } = (await response.clone().json()) as { user?: { twoFactorEnabledAt?: string | null } }
    if (!user?.twoFactorEnabledAt) return response
    return Response.json({ message: 'Your password is changed. Sign in with it and a code from your authenticator app.' })
  }
}
