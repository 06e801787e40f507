'use client'

import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/icons/interface'
import Link from 'next/link'
import { type FocusEvent, type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'

import { useDropdowns, wideMenuQuery } from './useDropdowns'
import { useScrollLock } from './useScrollLock'

export type MenuLink = { label: string; href: string }
export type MenuGroup = { label: string; links: MenuLink[] }
export type MenuItem = MenuLink & { groups: MenuGroup[] }

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
  const id = useId()
  const panelId = useCallback((index: number) => `${id}-item-${index}`, [id])
  const dropdowns = useDropdowns(useCallback((index: number) => document.getElementById(panelId(index)), [panelId]))
  const openIndex = dropdowns.open?.index ?? null
  const { close: closeDropdowns } = dropdowns

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
    const wide = window.matchMedia(wideMenuQuery)
    const closeWhenWide = () => wide.matches && setDrawerOpen(false)
    wide.addEventListener('change', closeWhenWide)
    return () => wide.removeEventListener('change', closeWhenWide)
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
    if (openIndex === index && next && !event.currentTarget.contains(next) && window.matchMedia(wideMenuQuery).matches) {
      closeDropdowns()
    }
  }

  return (
    <nav ref={navRef} aria-label="Main" onKeyDown={onKeyDown} className="order-last lg:order-none">
      <button
        ref={drawerButton}
        type="button"
        aria-expanded={drawerOpen}
        aria-controls={`${id}-list`}
        onClick={() => setDrawerOpen((open) => !open)}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-sand lg:hidden"
      >
        {drawerOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        <span className="sr-only">Menu</span>
      </button>
      {drawerOpen && (
        <div
          data-menu-backdrop
          aria-hidden="true"
          onClick={() => setDrawerOpen(false)}
          className="absolute inset-x-0 top-full h-[calc(100dvh-100%)] bg-ink/60 transition-opacity starting:opacity-0 motion-reduce:transition-none lg:hidden"
        />
      )}
      <ul
        id={`${id}-list`}
        className={`${drawerOpen ? 'flex' : 'hidden'} absolute end-0 top-full h-[calc(100dvh-100%)] w-[min(24rem,calc(100%-3rem))] flex-col overflow-y-auto overscroll-contain border-t border-stone bg-white px-5 pb-8 shadow-2xl transition-[translate,opacity] duration-200 starting:translate-x-6 starting:opacity-0 motion-reduce:transition-none rtl:starting:-translate-x-6 lg:static lg:flex lg:h-auto lg:w-auto lg:flex-row lg:items-center lg:gap-1 lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:transition-none`}
      >
        {items.map((item, index) => {
          const hasGroups = item.groups.length > 0
          const open = openIndex === index
          return (
            <li
              key={item.href + item.label}
              className="relative border-b border-stone lg:static lg:border-0"
              {...(hasGroups ? { ...dropdowns.hoverHandlers(index), onBlur: closeWhenFocusLeaves(index) } : {})}
            >
              <div className="flex items-center justify-between">
                <Link href={item.href} onClick={closeAll} className="menu-link">
                  {item.label}
                </Link>
                {hasGroups && (
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId(index)}
                    onClick={() => dropdowns.toggle(index)}
                    className="inline-flex size-11 items-center justify-center rounded-md hover:bg-sand lg:size-8"
                  >
                    <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
                    <span className="sr-only">{`${item.label} menu`}</span>
                  </button>
                )}
              </div>
              {hasGroups && (
                <div
                  id={panelId(index)}
                  hidden={!open}
                  className="pb-3 lg:absolute lg:inset-x-0 lg:top-full lg:border-t lg:border-stone lg:bg-white lg:pb-0 lg:shadow-xl"
                >
                  <div className="grid gap-1 lg:mx-auto lg:max-w-7xl lg:grid-cols-4 lg:gap-8 lg:px-8 lg:py-8">
                    {item.groups.map((group, groupIndex) => (
                      <MenuGroupList key={group.label} group={group} id={`${panelId(index)}-${groupIndex}`} onNavigate={closeAll} />
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

/** One dropdown group: a column on wide screens, a folding list in the drawer. */
function MenuGroupList({ group, id, onNavigate }: { group: MenuGroup; id: string; onNavigate: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <div>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} className="menu-group-toggle">
        {group.label}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <p className="mb-3 hidden font-display text-lg text-ink lg:block">{group.label}</p>
      <ul id={id} className={`${open ? 'block' : 'hidden'} ps-3 lg:block lg:ps-0`}>
        {group.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} onClick={onNavigate} className="menu-sublink">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
