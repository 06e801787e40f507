'use client'

import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/icons/interface'
import { PageLink } from '@/components/PageLink'
import { type FocusEvent, type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'

import { useDropdowns, wideMenuQuery } from './useDropdowns'
import { useScrollLock } from './useScrollLock'
import { useWideMenu } from './useWideMenu'

export type MenuLink = { label: string; href: string }
export type MenuGroup = { label: string; links: MenuLink[] }
export type MenuItem = MenuLink & { groups: MenuGroup[] }

/**
 * The prefix of the menu's ids: one main menu a page. Not useId: the server renders with React and
 * the browser hydrates with Preact, whose ids differ, so the panels were not found by their id.
 */
const menuId = 'main-menu'

/**
 * The main menu. On wide screens a row of links whose dropdowns open on hover (see useDropdowns),
 * click, tap or keyboard; on narrow screens a drawer behind a menu button, over a backdrop that
 * closes it, with the page held still behind it and each dropdown group folding.
 * Escape closes what is open and returns focus to its button. `drawerExtra` ends the drawer.
 */
export function MainMenu({ items, drawerExtra }: { items: MenuItem[]; drawerExtra?: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const navRef = useRef<HTMLElement>(null)
  const drawerButton = useRef<HTMLButtonElement>(null)
  const panelId = useCallback((index: number) => `${menuId}-item-${index}`, [])
  const dropdowns = useDropdowns(useCallback((index: number) => document.getElementById(panelId(index)), [panelId]))
  const openIndex = dropdowns.open?.index ?? null
  const { close: closeDropdowns } = dropdowns
  const wide = useWideMenu()

  useScrollLock(drawerOpen)

  useEffect(() => {
    if (openIndex === null && !drawerOpen) return
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) {
        closeDropdowns()
        setDrawerOpen(false)
      }
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }, [openIndex, drawerOpen, closeDropdowns])

  // A drawer left open while the window widens past it would keep the page locked.
  useEffect(() => {
    if (!drawerOpen) return
    const wideQuery = window.matchMedia(wideMenuQuery)
    const closeWhenWide = () => wideQuery.matches && setDrawerOpen(false)
    wideQuery.addEventListener('change', closeWhenWide)
    return () => wideQuery.removeEventListener('change', closeWhenWide)
  }, [drawerOpen])

  const closeAll = () => {
    closeDropdowns()
    setDrawerOpen(false)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    if (openIndex !== null) {
      closeDropdowns()
      navRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="${panelId(openIndex)}"]`)?.focus()
    } else if (drawerOpen) {
      setDrawerOpen(false)
      drawerButton.current?.focus()
    }
  }

  /** On wide screens a dropdown closes when the keyboard moves on from its item. */
  const closeWhenFocusLeaves = (index: number) => (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget
    if (openIndex === index && next && !event.currentTarget.contains(next) && wide) {
      closeDropdowns()
    }
  }

  return (
    <nav ref={navRef} aria-label="Main" onKeyDown={onKeyDown} className="order-last lg:order-none">
      <button
        ref={drawerButton}
        type="button"
        aria-expanded={drawerOpen}
        aria-controls={`${menuId}-list`}
        onClick={() => setDrawerOpen((open) => !open)}
        className="menu-button"
      >
        {drawerOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        <span className="sr-only">Menu</span>
      </button>
      {drawerOpen && (
        <div
          data-menu-backdrop
          aria-hidden="true"
          onClick={() => setDrawerOpen(false)}
          className="menu-backdrop"
        />
      )}
      <ul
        id={`${menuId}-list`}
        className={`menu-list ${drawerOpen ? 'flex' : 'hidden lg:flex'}`}
      >
        {items.map((item, index) => {
          const hasGroups = item.groups.length > 0
          const open = openIndex === index
          return (
            <li
              key={item.href + item.label}
              className="menu-item"
              {...(hasGroups ? { ...dropdowns.hoverHandlers(index), onBlur: closeWhenFocusLeaves(index) } : {})}
            >
              <div className="menu-row">
                <PageLink href={item.href} onClick={closeAll} className="menu-link">
                  {item.label}
                </PageLink>
                {hasGroups && (
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId(index)}
                    onClick={() => dropdowns.toggle(index)}
                    className="menu-toggle"
                  >
                    <ChevronDownIcon className="chevron size-4" />
                    <span className="sr-only">{`${item.label} menu`}</span>
                  </button>
                )}
              </div>
              {hasGroups && (
                <div
                  id={panelId(index)}
                  hidden={!open}
                  className="menu-panel"
                >
                  <div className="menu-columns">
                    {item.groups.map((group, groupIndex) => (
                      <MenuGroupList key={group.label} group={group} id={`${panelId(index)}-${groupIndex}`} wide={wide} onNavigate={closeAll} />
                    ))}
                  </div>
                </div>
              )}
            </li>
          )
        })}
        {drawerExtra && <li className="pt-5 lg:hidden">{drawerExtra}</li>}
      </ul>
    </nav>
  )
}

/**
 * One dropdown group: a titled column on wide screens, a folding list in the drawer. Its title is
 * written once, as the drawer's button or the column's heading (dropdowns open only once hydrated).
 */
function MenuGroupList({ group, id, wide, onNavigate }: { group: MenuGroup; id: string; wide: boolean; onNavigate: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <div>
      {wide ? (
        <p className="menu-group-title">{group.label}</p>
      ) : (
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} className="menu-group-toggle">
          {group.label}
          <ChevronDownIcon className="chevron size-4" />
        </button>
      )}
      <ul id={id}>
        {group.links.map((link) => (
          <li key={link.href}>
            <PageLink href={link.href} onClick={onNavigate}>
              {link.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
