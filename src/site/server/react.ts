/**
 * React components placed in .astro files. Astro finds a component's renderer by calling it
 * once (a test render); an async server component (PageView) returns a promise and fails that test.
 * Tagging a component with its renderer skips the test: React's renderer then renders it for real,
 * and React's streaming renderer waits for async components.
 */
import type { ComponentType, ReactElement } from 'react'

// internals: astro-renderer-mark
const renderer = Symbol.for('astro:renderer')

export function reactComponent<C extends ComponentType<never>>(component: C): C {
  ;(component as unknown as Record<symbol, string>)[renderer] = '@astrojs/react'
  return component
}

/**
 * A React element built in the frontmatter: one tree, so contexts such as the form settings reach
 * the page's content.
 */
export const Element = reactComponent(function Element({ element }: { element: ReactElement }) {
  return element
})
