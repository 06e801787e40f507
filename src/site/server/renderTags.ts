/**
 * SPIKE: the cache tags of what a request's render read, gathered in its async context, and each
 * read made once per request. Reads happen while React renders (async components such as PageView
 * read more), after the route's frontmatter ran: the middleware waits for the whole page and only
 * then hands the tags to Astro's route cache.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

type Render = { tags: Set<string>; reads: Map<string, Promise<unknown>>; names: string[] }
const store = new AsyncLocalStorage<Render>()

export function withRenderTags<T>(run: () => T): Render & { result: T } {
  const render: Render = { tags: new Set(), reads: new Map(), names: [] }
  return { ...render, result: store.run(render, run) }
}

/** The read `id` of this request: made once, its tags noted. Outside a request, made as it is. */
export function noteRead<T>(id: string, name: string, tags: string[], read: () => Promise<T>): Promise<T> {
  const render = store.getStore()
  if (!render) return read()
  for (const tag of tags) render.tags.add(tag)
  let result = render.reads.get(id) as Promise<T> | undefined
  if (!result) {
    render.names.push(name)
    result = read()
    render.reads.set(id, result)
  }
  return result
}
