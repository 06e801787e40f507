import { hydratedEvent } from './due'

/**
 * When each element enhanced by a script (`data-enhance`, enhancers.ts) is due for it, by its `data-when`:
 * at once, when it comes near the viewport, or when the visitor reaches
 * for it; or at once when the page's address carries the parameter it restores (`data-restores`). A click that lands before its code is live is held, and replayed once it is (the first
 * click on a gallery's thumbnail opens the lightbox). Runs inline in the page: imports no code.
 */
export function watchIslands(due: (element: Element) => void) {
  for (const element of document.querySelectorAll<HTMLElement>('[data-when]')) {
    let called = false
    const run = () => {
      if (!called) due(element)
      called = true
    }
    holdClicks(element, run)
    const when = element.dataset.when
    const restores = element.dataset.restores
    if (restores && new URLSearchParams(location.search).has(restores)) run()
    else if (when === 'visible') whenVisible(element, run)
    else if (when === 'interaction') whenReached(element, run)
    else run()
  }
}

function whenVisible(element: HTMLElement, run: () => void) {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return
    observer.disconnect()
    run()
  }, { rootMargin: '200px' })
  observer.observe(element)
}

function whenReached(element: HTMLElement, run: () => void) {
  const events = ['pointerover', 'focusin', 'touchstart', 'pointerdown'] as const
  const reached = () => {
    for (const type of events) element.removeEventListener(type, reached, true)
    run()
  }
  for (const type of events) element.addEventListener(type, reached, { capture: true, passive: true })
}

function holdClicks(element: HTMLElement, run: () => void) {
  let live = false
  element.addEventListener(hydratedEvent, () => (live = true), { once: true })
  const hold = (event: Event) => {
    if (live) return element.removeEventListener('click', hold, true)
    // Marked `data-follow-links` (the menu), its links are the browser's to follow at once, in a new tab too.
    if (element.hasAttribute('data-follow-links') && (event.target as Element).closest('a[href]')) return
    event.preventDefault()
    event.stopPropagation()
    run()
    // The target may be an <svg> inside a button (no click() there): the same click, dispatched again.
    const target = event.target as Element
    const replay = () => target.isConnected && target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }))
    element.addEventListener(hydratedEvent, replay, { once: true })
  }
  element.addEventListener('click', hold, true)
}
