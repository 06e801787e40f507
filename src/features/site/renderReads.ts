import { pageRender, withRender } from './pageContext'

/**
 * The cache tags of the reads a page's render makes, gathered in the answer's context
 * (pageContext.ts), under which the page is then kept (src/site/middleware.ts). Reads happen while
 * React renders (async components read more), after the route's frontmatter ran, so the tags are
 * known only once the whole page is rendered. A read asked twice in a render is made once by the
 * kept reads (readCache.ts), which hand every caller the same promise.
 */

/** Runs `render`, collecting the tags of the reads it makes. */
export function withRenderReads<T>(render: () => T): { tags: Set<string>; result: T } {
  const tags = new Set<string>()
  return { tags, result: withRender({ tags }, render) }
}

/** Whether a page's render is under way in this async context. */
export const rendering = () => pageRender() !== undefined

/** Gives the page rendering the tags of a read it made. */
export function noteTags(tags: readonly string[]) {
  const render = pageRender()
  for (const tag of tags) render?.tags.add(tag)
}
