import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import { getSafeRedirect } from 'payload/shared'

import { AdminLogo } from '@/cms/admin/brand/AdminLogo'
import { SignInForm } from './SignInForm'

/**
 * The admin's sign-in page, in place of Payload's: the same brand and fields, and a second step
 * that asks for the authenticator code when the account has one (Payload's form cannot carry it).
 */
export function SignInView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const redirectTo = getSafeRedirect({ fallbackTo: adminRoute, redirectTo: typeof searchParams?.redirect === 'string' ? searchParams.redirect : '' })
  if (req.user) redirect(redirectTo)
  return (
    <>
      <div className="login__brand">
        <AdminLogo payload={req.payload} />
      </div>
      <SignInForm redirectTo={redirectTo} forgotPassword={`${adminRoute}${req.payload.config.admin.routes.forgot}`} />
    </>
  )
}
