/** The choice that shows every card. */
export const allSectors = 'all'

export const countText = (count: number) => `${count} ${count === 1 ? 'project' : 'projects'}`

/** SectorFilter's buttons: the cards of the chosen sector only, the sector kept in the address. No framework. */
export default function enhanceSectorFilter(filter: HTMLElement) {
  const buttons = [...filter.querySelectorAll<HTMLButtonElement>('button[data-sector]')]
  const cards = [...filter.querySelectorAll<HTMLElement>('li[data-sector]')]
  const count = filter.querySelector<HTMLElement>('[data-count]')!

  const show = () => {
    const asked = new URLSearchParams(window.location.search).get('sector') ?? allSectors
    const sector = buttons.some((button) => button.dataset.sector === asked) ? asked : allSectors
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.sector === sector))
    for (const card of cards) card.hidden = sector !== allSectors && card.dataset.sector !== sector
    count.textContent = countText(cards.filter((card) => !card.hidden).length)
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
