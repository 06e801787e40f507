/**
 * Stops the page behind an overlay from scrolling (globals.css hides the overflow of the root marked
 * `data-scroll-locked`). The function it returns unlocks it, and puts the page back where it was
 * should a browser have moved it meanwhile.
 */
export function lockScroll(): () => void {
  const root = document.documentElement
  const { scrollX, scrollY } = window
  root.setAttribute('data-scroll-locked', '')
  return () => {
    root.removeAttribute('data-scroll-locked')
    if (window.scrollX !== scrollX || window.scrollY !== scrollY) window.scrollTo(scrollX, scrollY)
  }
}
