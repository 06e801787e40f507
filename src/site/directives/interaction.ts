/**
 * `client:interaction`, a hydration directive of our own (Astro 7 has load, idle, visible,
 * media and only): an island's script loads when the visitor first reaches for it (pointer over it,
 * focus in it, touch), so a page loads no script until then. What reached for it is given again
 * once it is live: a click on one of its buttons that landed before is replayed on the same element,
 * and a pointer still resting on it enters it again (a menu opened by hover opens).
 */
import type { ClientDirective } from 'astro'

const reachEvents = ['pointerover', 'focusin', 'touchstart', 'pointerdown'] as const

const interaction: ClientDirective = (load, _options, el) => {
  let hydrated = false
  let pending: Promise<void> | null = null
  let hovered: PointerEvent | null = null
  const hydrate = (event: Event) => {
    if (event.type === 'pointerover' && (event as PointerEvent).pointerType === 'mouse') hovered = event as PointerEvent
    pending ??= (async () => {
      for (const type of reachEvents) el.removeEventListener(type, hydrate, true)
      const run = await load()
      await run()
      hydrated = true
      // Hydrated in one go (Preact): the elements' own handlers are attached now.
      const target = hovered?.target as Element | undefined
      if (hovered && target?.isConnected && target.matches(':hover')) enterAgain(target, hovered)
    })()
    return pending
  }
  const holdClick = (event: Event) => {
    if (hydrated) return el.removeEventListener('click', holdClick, true)
    // A link is the browser's to follow (in a new tab, with a modifier key, too): only the island's buttons wait for it.
    if ((event.target as Element).closest('a[href]')) return
    event.preventDefault()
    event.stopPropagation()
    // The target may be an <svg> inside the button (no click() there): the same click, dispatched again.
    const target = event.target as Element
    void hydrate(event).then(() => target.isConnected && target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true })))
  }
  for (const type of reachEvents) el.addEventListener(type, hydrate, { capture: true, passive: true })
  el.addEventListener('click', holdClick, true)
}

/** The pointer's entry into `target` and each element around it, as the browser sends it: pointerover, then pointerenter on each. */
function enterAgain(target: Element, { pointerType, clientX, clientY, pointerId, isPrimary }: PointerEvent) {
  const init = { pointerType, clientX, clientY, pointerId, isPrimary, composed: true }
  target.dispatchEvent(new PointerEvent('pointerover', { ...init, bubbles: true }))
  for (let element: Element | null = target; element; element = element.parentElement) {
    element.dispatchEvent(new PointerEvent('pointerenter', init))
  }
}

export default interaction
