/**
 * Hydrates one <site-island> (Island.tsx) with its component: the runtime (Preact's React
 * compatibility layer in the browser, astro.config.mjs) and the component's code load only now,
 * a chunk each (`virtual:site-islands` maps names to imports).
 */
import { islands } from 'virtual:site-islands'

import { hydratedEvent } from './due'

type Island = HTMLElement & { dataset: { component: string; props: string } }

const started = new WeakSet<Element>()

export async function hydrateIsland(element: Island) {
  const load = islands[element.dataset.component]
  if (!load || started.has(element)) return
  started.add(element)
  const [{ createElement }, { hydrateRoot }, Component] = await Promise.all([import('react'), import('react-dom/client'), load()])
  hydrateRoot(element, createElement(Component, JSON.parse(element.dataset.props)))
  // Hydrated in one go (Preact): a click held meanwhile can be replayed on the elements' own handlers.
  element.dispatchEvent(new Event(hydratedEvent))
}
