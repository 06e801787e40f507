/**
 * SPIKE: the page's island script (Site.astro): finds the <site-island> elements the server wrote
 * (Island.tsx) and hydrates each one with its component when its moment comes: at once, when the
 * browser is idle, when it scrolls into view, or when the visitor reaches for it. Each component's
 * code, and React, load only then (a chunk each; `virtual:site-islands` maps names to imports).
 */
import { islands } from 'virtual:site-islands'

type Island = HTMLElement & { dataset: { component: string; when: string; props: string } }

async function hydrate(element: Island) {
  const load = islands[element.dataset.component]
  if (!load) return
  const [{ createElement }, { hydrateRoot }, Component, { preloadAll }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    load(),
    import('../shims/next-dynamic'),
  ])
  await preloadAll() // the island's dynamic parts (next/dynamic), which its module declared as it loaded
  hydrateRoot(element, createElement(Component, JSON.parse(element.dataset.props)))
}

function whenVisible(element: Island, run: () => void) {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return
    observer.disconnect()
    run()
  }, { rootMargin: '200px' })
  // <site-island> is display: contents (no box of its own): its children are watched.
  for (const child of element.children) observer.observe(child)
}

function whenReached(element: Island, run: () => void) {
  const events = ['pointerover', 'focusin', 'touchstart'] as const
  const once = () => {
    for (const type of events) element.removeEventListener(type, once, true)
    run()
  }
  for (const type of events) element.addEventListener(type, once, { capture: true, passive: true })
}

for (const element of document.querySelectorAll<Island>('site-island')) {
  const run = () => void hydrate(element)
  const when = element.dataset.when
  if (when === 'visible') whenVisible(element, run)
  else if (when === 'interaction') whenReached(element, run)
  else if (when === 'idle') ('requestIdleCallback' in window ? requestIdleCallback : setTimeout)(run)
  else run()
}
