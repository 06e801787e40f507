/**
 * Previous, Next and the position of a Carousel (Carousel.tsx), on the browser's own scrolling:
 * each slide is a snap point, and the positions are those the row can scroll to (the last slides
 * share the end, as they come into view together), measured from the row's start edge: its right
 * on a right-to-left page, where scrollLeft counts down from 0. No framework.
 */
export default function enhanceCarousel(carousel: HTMLElement) {
  const viewport = carousel.querySelector<HTMLElement>('[data-viewport]')!
  const previous = carousel.querySelector<HTMLButtonElement>('[data-previous]')!
  const next = carousel.querySelector<HTMLButtonElement>('[data-next]')!
  const position = carousel.querySelector<HTMLElement>('[data-position]')!
  const slides = [...viewport.querySelectorAll<HTMLElement>(':scope > ul > li')]

  const rtl = getComputedStyle(viewport).direction === 'rtl'
  const scrolled = () => Math.abs(viewport.scrollLeft)
  const fromStart = (slide: HTMLElement) => {
    const row = viewport.getBoundingClientRect()
    const box = slide.getBoundingClientRect()
    return (rtl ? row.right - box.right : box.left - row.left) + scrolled()
  }

  const snaps = () => {
    const end = viewport.scrollWidth - viewport.clientWidth
    return [...new Set(slides.map((slide) => Math.round(Math.min(end, fromStart(slide)))))].map((offset) => Math.max(0, offset))
  }
  const selected = (points: number[]) =>
    points.reduce((best, offset, index) => (Math.abs(offset - scrolled()) < Math.abs(points[best]! - scrolled()) ? index : best), 0)

  let shown = -1
  const update = () => {
    const points = snaps()
    const index = selected(points)
    previous.disabled = index === 0
    next.disabled = index >= points.length - 1
    if (index !== shown) position.textContent = `${index + 1} / ${points.length}`
    shown = index
  }
  const go = (step: number) => {
    const points = snaps()
    const target = points[Math.min(points.length - 1, Math.max(0, selected(points) + step))]!
    viewport.scrollTo({ left: rtl ? -target : target, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
  }
  previous.addEventListener('click', () => go(-1))
  next.addEventListener('click', () => go(1))
  viewport.addEventListener('scroll', update, { passive: true })
  new ResizeObserver(update).observe(viewport)
  update()
}
