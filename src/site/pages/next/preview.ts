/**
 * Turns the preview on for a signed-in editor and shows the page at `?path=`: the live preview
 * beside the admin's form and its Preview link open pages through here (src/cms/preview.ts). Pages
 * then show the latest drafts, to this browser only while its editor stays signed in
 * (src/features/site/preview.ts). Visitors are refused: they never see a draft.
 */
import type { APIRoute } from 'astro'

import { siteIsHttps } from '@/cms/env'
import { previewCookie, previewRequest } from '@/features/site/preview'

export const GET: APIRoute = async ({ request, cookies, cache, redirect }) => {
  cache.set(false)
  const answer = await previewRequest(request)
  if ('status' in answer) {
    return new Response(answer.message, {
      status: answer.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  cookies.set(previewCookie, '1', { path: '/', httpOnly: true, sameSite: 'lax', secure: siteIsHttps() })
  return redirect(answer.path, 307)
}
