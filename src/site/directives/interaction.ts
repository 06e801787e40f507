/**
 * SPIKE: `client:interaction`, a hydration directive of our own (Astro 7 has load, idle, visible,
 * media and only): an island's script loads when the visitor first reaches for it (pointer over it,
 * focus in it, touch), so a page loads no script until then. A click that lands before the island
 * is live is held and replayed on the same element once it is.
 */
import type { ClientDirective } from 'astro'

const reachEvents = ['pointerover', 'focusin', 'touchstart', 'pointerdown'] as const

const interaction: ClientDirective = (load, _options, el) => {
  let hydrated = false
  let pending: Promise<void> | null = null
  const hydrate = () => {
    pending ??= (async () => {
      for (const type of reachEvents) el.removeEventListener(type, hydrate, true)
      const run = await load()
      await run()
      hydrated = true
    })()
    return pending
  }
  const holdClick = (event: Event) => {
    if (hydrated) return el.removeEventListener('click', holdClick, true)
    event.preventDefault()
    event.stopPropagation()
    // The target may be an <svg> inside the button (no click() there): the same click, dispatched again.
    const target = event.target as Element
    void hydrate().then(() => target.isConnected && target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true })))
  }
  for (const type of reachEvents) el.addEventListener(type, hydrate, { capture: true, passive: true })
  el.addEventListener('click', holdClick, true)
}

export default interaction
