/**
 * SPIKE: next/dynamic on the Astro side. The module is asked for as soon as the component is
 * declared (as Next does for a dynamic component rendered on the server), and rendered directly
 * once it is there:
 * - on the server the first render may find it still loading: React.lazy then, with no Suspense
 *   boundary of its own, so that the page's shell waits and the content is written in place (inside
 *   a boundary React's streaming renderer would send a placeholder, and the content later in the
 *   document with an inline script moving it into place);
 * - in the browser an island waits for `preloadAll()` before hydrating (src/site/islands/client.ts),
 *   so that hydration never meets a component still loading (Preact cannot without a Suspense boundary).
 */
import { type ComponentType, lazy } from 'react'

const loading = new Set<Promise<unknown>>()

/** Every dynamic component declared so far, loaded. */
export function preloadAll(): Promise<unknown> {
  return Promise.all(loading)
}

export default function dynamic<P extends object>(load: () => Promise<ComponentType<P> | { default: ComponentType<P> }>) {
  let Loaded: ComponentType<P> | null = null
  const loaded = load().then((module) => {
    Loaded = 'default' in module ? module.default : module
    return { default: Loaded }
  })
  loading.add(loaded)
  const Lazy = lazy(() => loaded) as unknown as ComponentType<P>
  return function Dynamic(props: P) {
    const Component = Loaded ?? Lazy
    return <Component {...props} />
  }
}
