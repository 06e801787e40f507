/**
 * Apply Now as a button (VacancyList.tsx): it unfolds its vacancy's panel, or folds it again, one
 * panel open at a time. A panel the address targets (unfolded before this script ran) folds with
 * the others. No framework.
 */
export default function enhanceVacancies(list: HTMLElement) {
  const buttons = [...list.querySelectorAll<HTMLAnchorElement>('a[aria-controls]')]
  const toggle = (event: Event, button: HTMLAnchorElement) => {
    event.preventDefault()
    if (window.location.hash) history.replaceState(null, '', window.location.pathname + window.location.search)
    const open = button.getAttribute('aria-expanded') !== 'true'
    for (const other of buttons) {
      const expanded = other === button && open
      other.setAttribute('aria-expanded', String(expanded))
      document.getElementById(other.getAttribute('aria-controls')!)?.toggleAttribute('data-open', expanded)
    }
  }
  for (const button of buttons) {
    button.addEventListener('click', (event) => toggle(event, button))
    button.addEventListener('keydown', (event) => event.key === ' ' && toggle(event, button))
  }
}
