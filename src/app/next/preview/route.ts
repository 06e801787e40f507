import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { payloadClient } from '@/features/site/payload'
import { sitePath } from '@/lib/sitePath'

export const dynamic = 'force-dynamic'

const refusal = (status: number, message: string) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/**
 * Turns draft mode on for a signed-in editor and shows the page at `?path=`: the live preview beside
 * the admin's form and its Preview link open pages through here. Public pages then show the latest
 * drafts, read afresh, to this browser only while its editor stays signed in
 * (src/features/site/preview.ts). Visitors are refused: they never see a draft.
 */
export async function GET(request: Request) {
  const path = sitePath(new URL(request.url).searchParams.get('path'))
  if (!path) return refusal(400, 'Preview shows a page of this site: give its address as ?path=/…')
  const { user } = await (await payloadClient()).auth({ headers: request.headers })
  if (!user) return refusal(403, 'Sign in to the admin to preview drafts.')
  ;(await draftMode()).enable()
  redirect(path)
}
