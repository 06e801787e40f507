/**
 * The main menu's behaviour on its served markup (MainMenu.tsx), loaded when the visitor first
 * reaches for the menu. No framework.
 *
 * Wide screens: a dropdown opens on hover, click, tap or keyboard. Once the pointer leaves a
 * dropdown opened by hover, it closes after a short delay, which every move inside the triangle
 * between where it left and the panel's top edge starts again: the pointer can cut diagonally to a
 * link, however slowly, but a pointer resting or heading elsewhere closes it. A click on the item's
 * button pins a hovered dropdown open, and toggles it otherwise. The keyboard moving on closes it.
 * Narrow screens: a drawer over a backdrop that closes it, with the page held still behind it, and
 * each dropdown group folding. Escape closes what is open and returns focus to its button.
 */
import { lockScroll } from '@/lib/scrollLock'
import { inSafeTriangle, topEdge } from '@/lib/safeTriangle'

import { hoverCloseDelayMs, wideMenuQuery } from './menuBehaviour'

type OpenDropdown = { item: HTMLElement; pinned: boolean }

export default function enhanceMenu(nav: HTMLElement) {
  const wide = window.matchMedia(wideMenuQuery)
  const drawerButton = nav.querySelector<HTMLButtonElement>('.menu-button')!
  const list = nav.querySelector<HTMLElement>('.menu-list')!
  const toggleOf = (item: HTMLElement) => item.querySelector<HTMLButtonElement>('.menu-toggle')!
  const panelOf = (item: HTMLElement) => item.querySelector<HTMLElement>('.menu-panel')!
  const dropdownItems = [...nav.querySelectorAll<HTMLElement>('.menu-item')].filter((item) => item.querySelector('.menu-panel'))

  let open: OpenDropdown | null = null
  let stopPendingClose: (() => void) | null = null
  let backdrop: HTMLElement | null = null
  let unlockScroll: (() => void) | null = null

  const show = (item: HTMLElement, shown: boolean) => {
    toggleOf(item).setAttribute('aria-expanded', String(shown))
    panelOf(item).hidden = !shown
  }
  const setOpen = (next: OpenDropdown | null) => {
    if (open && open.item !== next?.item) show(open.item, false)
    if (next) show(next.item, true)
    open = next
  }
  const cancelClose = () => {
    stopPendingClose?.()
    stopPendingClose = null
  }
  const closeDropdown = () => {
    cancelClose()
    setOpen(null)
  }

  const closeLater = (item: HTMLElement, from: { x: number; y: number }) => {
    cancelClose()
    const panel = panelOf(item).getBoundingClientRect()
    const closeIfStillHovered = () => {
      stop()
      if (open?.item === item && !open.pinned) setOpen(null)
    }
    let timer = window.setTimeout(closeIfStillHovered, hoverCloseDelayMs)
    const headingForPanel = (event: PointerEvent) => {
      if (!inSafeTriangle({ x: event.clientX, y: event.clientY }, from, topEdge(panel))) return
      window.clearTimeout(timer)
      timer = window.setTimeout(closeIfStillHovered, hoverCloseDelayMs)
    }
    const stop = () => {
      window.clearTimeout(timer)
      document.removeEventListener('pointermove', headingForPanel)
    }
    document.addEventListener('pointermove', headingForPanel)
    stopPendingClose = stop
  }

  const drawerOpen = () => drawerButton.getAttribute('aria-expanded') === 'true'
  const setDrawer = (shown: boolean) => {
    if (shown === drawerOpen()) return
    drawerButton.setAttribute('aria-expanded', String(shown))
    list.classList.toggle('hidden', !shown)
    list.classList.toggle('flex', shown)
    if (shown) {
      backdrop = Object.assign(document.createElement('div'), { className: 'menu-backdrop' })
      backdrop.setAttribute('data-menu-backdrop', '')
      backdrop.setAttribute('aria-hidden', 'true')
      backdrop.addEventListener('click', () => setDrawer(false))
      drawerButton.after(backdrop)
      unlockScroll = lockScroll()
    } else {
      backdrop?.remove()
      backdrop = null
      unlockScroll?.()
      unlockScroll = null
    }
  }
  const closeAll = () => {
    closeDropdown()
    setDrawer(false)
  }

  const byWideMouse = (event: PointerEvent) => event.pointerType === 'mouse' && wide.matches
  for (const item of dropdownItems) {
    item.addEventListener('pointerenter', (event) => {
      if (!byWideMouse(event)) return
      cancelClose()
      if (open?.item !== item) setOpen({ item, pinned: false })
    })
    item.addEventListener('pointerleave', (event) => {
      if (byWideMouse(event) && open?.item === item && !open.pinned) closeLater(item, { x: event.clientX, y: event.clientY })
    })
    toggleOf(item).addEventListener('click', () => {
      cancelClose()
      setOpen(open?.item === item && open.pinned ? null : { item, pinned: true })
    })
    // On wide screens a dropdown closes when the keyboard moves on from its item.
    item.addEventListener('focusout', (event) => {
      const next = event.relatedTarget as Node | null
      if (open?.item === item && next && !item.contains(next) && wide.matches) closeDropdown()
    })
  }
  for (const groupButton of nav.querySelectorAll<HTMLButtonElement>('.menu-group-toggle')) {
    groupButton.addEventListener('click', () => groupButton.setAttribute('aria-expanded', String(groupButton.getAttribute('aria-expanded') !== 'true')))
  }
  drawerButton.addEventListener('click', () => setDrawer(!drawerOpen()))
  nav.addEventListener('click', (event) => (event.target as Element).closest('a[href]') && closeAll())

  nav.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    if (open) {
      const { item } = open
      closeDropdown()
      toggleOf(item).focus()
    } else if (drawerOpen()) {
      setDrawer(false)
      drawerButton.focus()
    }
  })
  document.addEventListener('pointerdown', (event) => {
    if (!nav.contains(event.target as Node)) closeAll()
  })
  // A drawer left open while the window widens past it would keep the page locked.
  wide.addEventListener('change', () => wide.matches && setDrawer(false))

  // The pointer that brought this script may still rest on an item: it opens, as hover would have.
  const hovered = dropdownItems.find((item) => item.matches(':hover'))
  if (hovered && wide.matches && window.matchMedia('(hover: hover)').matches) setOpen({ item: hovered, pinned: false })
}
