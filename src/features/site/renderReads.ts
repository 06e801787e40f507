import { pageRender, type Render, withRender } from './pageContext'

/**
 * The reads a page's render makes, gathered in the answer's context (pageContext.ts): each made
 * once per render, and the cache tags of all of them, under which the page is then kept
 * (src/site/middleware.ts). Reads happen while React renders (async components read more), after the
 * route's frontmatter ran, so the tags are known only once the whole page is rendered.
 */

/** Runs `render`, collecting the tags of the reads it makes. */
export function withRenderReads<T>(render: () => T): { tags: Set<string>; result: T } {
  const reads: Render = { tags: new Set(), reads: new Map() }
  return { tags: reads.tags, result: withRender(reads, render) }
}

/** Whether a page's render is under way in this async context. */
export const rendering = () => pageRender() !== undefined

/** The read `id` of this render: made once, its tags noted. Outside a render, made as it is. */
export function noteRead<T>(id: string, tags: readonly string[], read: () => Promise<T>): Promise<T> {
  const render = pageRender()
  if (!render) return read()
  for (const tag of tags) render.tags.add(tag)
  let result = render.reads.get(id) as Promise<T> | undefined
  if (!result) {
    result = read()
    render.reads.set(id, result)
  }
  return result
}
