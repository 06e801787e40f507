import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { payloadClient } from './payload'

/** Whether the browser asked for draft mode (src/app/next/preview/route.ts); false outside a request (scripts). */
async function draftModeAsked() {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/**
 * Whether this render is an editor's preview: draft mode on, which only a signed-in editor can turn
 * on, and that editor still signed in (draft mode's cookie outlives a sign-out). A static render
 * never is one, and such a render is neither kept in Next's cache nor answered from it.
 */
export const isPreview = cache(async () => {
  if (!(await draftModeAsked())) return false
  const { user } = await (await payloadClient()).auth({ headers: await headers() })
  return Boolean(user)
})

/** A read that returns the latest draft, read afresh, in an editor's preview, and what visitors see otherwise. */
export function previewable<Args extends unknown[], T>(
  publishedRead: (...args: Args) => Promise<T>,
  draftRead: (...args: Args) => Promise<T>,
): (...args: Args) => Promise<T> {
  const draftReadOnce = cache(draftRead)
  return async (...args: Args) => ((await isPreview()) ? draftReadOnce(...args) : publishedRead(...args))
}
