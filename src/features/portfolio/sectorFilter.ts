/** The choice that shows every card. */
export const allSectors = 'all'

/**
 * SectorFilter's buttons: the cards of the chosen sector only, the sector kept in the address. No
 * framework. The count of cards shown is the chosen button's `data-count-text`, in the page's language.
 */
export default function enhanceSectorFilter(filter: HTMLElement) {
  const buttons = [...filter.querySelectorAll<HTMLButtonElement>('button[data-sector]')]
  const cards = [...filter.querySelectorAll<HTMLElement>('li[data-sector]')]
  const count = filter.querySelector<HTMLElement>('[data-count]')!

  const show = () => {
    const asked = new URLSearchParams(window.location.search).get('sector') ?? allSectors
    const chosen = buttons.find((button) => button.dataset.sector === asked) ?? buttons.find((button) => button.dataset.sector === allSectors)!
    const sector = chosen.dataset.sector!
    for (const button of buttons) button.setAttribute('aria-pressed', String(button === chosen))
    for (const card of cards) card.hidden = sector !== allSectors && card.dataset.sector !== sector
    count.textContent = chosen.dataset.countText ?? ''
  }

  for (const button of buttons) {
    button.addEventListener('click', () => {
      const url = new URL(window.location.href)
      if (button.dataset.sector === allSectors) url.searchParams.delete('sector')
      else url.searchParams.set('sector', button.dataset.sector!)
      window.history.replaceState(null, '', url)
      show()
    })
  }
  window.addEventListener('popstate', show)
  show()
}
