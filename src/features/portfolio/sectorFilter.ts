/** The choice that shows every card. */
export const allSectors = 'all'

/**
 * SectorFilter's links, in a portfolio whose page holds every card: a click shows the cards of the
 * chosen sector only, without a reload, and puts the link's address (`?sector=…`) in the address
 * bar, as the server would have rendered it. No framework. The count of cards shown is the chosen
 * link's `data-count-text`, in the page's language. A click with a modifier (a new tab) is the browser's.
 */
export default function enhanceSectorFilter(filter: HTMLElement) {
  const links = [...filter.querySelectorAll<HTMLAnchorElement>('a[data-sector]')]
  const cards = [...filter.querySelectorAll<HTMLElement>('li[data-sector]')]
  const count = filter.querySelector<HTMLElement>('[data-count]')!

  const show = () => {
    const asked = new URLSearchParams(window.location.search).get('sector') ?? allSectors
    const chosen = links.find((link) => link.dataset.sector === asked) ?? links.find((link) => link.dataset.sector === allSectors)!
    const sector = chosen.dataset.sector!
    for (const link of links) {
      if (link === chosen) link.setAttribute('aria-current', 'page')
      else link.removeAttribute('aria-current')
    }
    for (const card of cards) card.hidden = sector !== allSectors && card.dataset.sector !== sector
    count.textContent = chosen.dataset.countText ?? ''
  }

  for (const link of links) {
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      window.history.replaceState(null, '', link.href)
      show()
    })
  }
  window.addEventListener('popstate', show)
}
