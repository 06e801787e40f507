import { sitePath } from '@/lib/sitePath'
import { pageRequest } from './pageContext'
import { payloadClient } from './payload'

/**
 * An editor's preview: the preview route (src/site/pages/next/preview.ts) sets this cookie for a
 * signed-in editor; pages rendered for a request that carries it, while that editor is still signed
 * in (the cookie outlives a sign-out), show the latest drafts, read afresh, and are kept by no cache.
 */
export const previewCookie = 'site-preview'

const editorChecks = new WeakMap<Request, Promise<boolean>>()
const editorsFound = new WeakMap<Request, boolean>()

/** Whether the request asks for the preview (its cookie), before anyone checked who asks. */
export const previewAsked = (request: Request) =>
  (request.headers.get('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith(`${previewCookie}=`))

/** Whether this request is an editor's preview; false outside a request (scripts) and for visitors. */
export function isPreview(): Promise<boolean> {
  const request = pageRequest()
  if (!request || !previewAsked(request)) return Promise.resolve(false)
  let check = editorChecks.get(request)
  if (!check) {
    check = payloadClient().then(async (payload) => {
      const editor = Boolean((await payload.auth({ headers: request.headers })).user)
      editorsFound.set(request, editor)
      return editor
    })
    editorChecks.set(request, check)
  }
  return check
}

/**
 * Whether this request is an editor's preview, as isPreview() found it: for components rendering
 * the page, which the layout (Site.astro) renders once it has asked. False before it has.
 */
export function inPreview(): boolean {
  const request = pageRequest()
  return request ? editorsFound.get(request) === true : false
}

/** A read that returns the latest draft, read afresh, in an editor's preview, and what visitors see otherwise. */
export function previewable<Args extends unknown[], T>(
  publishedRead: (...args: Args) => Promise<T>,
  draftRead: (...args: Args) => Promise<T>,
): (...args: Args) => Promise<T> {
  return async (...args: Args) => ((await isPreview()) ? draftRead(...args) : publishedRead(...args))
}

/**
 * What the preview route answers (src/site/pages/next/preview.ts): the page at `?path=` for a
 * signed-in editor, to show after setting previewCookie; a refusal for anyone else, or for an address
 * that is not a page of this site.
 */
export async function previewRequest(request: Request): Promise<{ path: string } | { status: 400 | 403; message: string }> {
  const path = sitePath(new URL(request.url).searchParams.get('path'))
  if (!path) return { status: 400, message: 'Preview shows a page of this site: give its address as ?path=/…' }
  const { user } = await (await payloadClient()).auth({ headers: request.headers })
  if (!user) return { status: 403, message: 'Sign in to the admin to preview drafts.' }
  return { path }
}
