/**
 * Islands inside the React tree (none at present: every part that acts is a script of its own). Astro hydrates only components placed in .astro files; the
 * site's interactive parts sit deep in React trees (a carousel in a block in a page). A component
 * listed in astro.config.mjs (`islands`) is, on the server, wrapped here: it renders as usual inside
 * a <site-island> element that names it and carries its props as JSON, and the page's island script
 * (client.ts) hydrates it when the visitor gets to it. Its props must be plain data (no children,
 * no functions): it is typically a block component, given its block.
 */
import { type ComponentType, createElement } from 'react'

export type IslandWhen = 'load' | 'idle' | 'visible' | 'interaction'

/** `<` escaped so that no prop closes anything. */
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

export function island<P extends object>(name: string, Component: ComponentType<P>, when: IslandWhen): ComponentType<P> {
  function Island(props: P) {
    return createElement('site-island', { 'data-component': name, 'data-when': when, 'data-props': json(props) }, createElement(Component, props))
  }
  Island.displayName = `Island(${name})`
  return Island
}
