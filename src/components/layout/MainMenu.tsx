'use client'

import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/icons/interface'
import Link from 'next/link'
import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'

export type MenuLink = { label: string; href: string }
export type MenuGroup = { label: string; links: MenuLink[] }
export type MenuItem = MenuLink & { groups: MenuGroup[] }

/**
 * The main menu. On wide screens a row of links whose dropdowns open on hover, click, tap or
 * keyboard; on narrow screens a drawer behind a menu button, with each dropdown group folding.
 * Escape closes what is open and returns focus to its button. `drawerExtra` ends the drawer.
 */
export function MainMenu({ items, drawerExtra }: { items: MenuItem[]; drawerExtra?: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [openItem, setOpenItem] = useState<number | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const drawerButton = useRef<HTMLButtonElement>(null)
  const id = useId()

  useEffect(() => {
    if (openItem === null && !drawerOpen) return
    const closeOnOutsideClick = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) {
        setOpenItem(null)
        setDrawerOpen(false)
      }
    }
    document.addEventListener('pointerdown', closeOnOutsideClick)
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick)
  }, [openItem, drawerOpen])

  const closeAll = () => {
    setOpenItem(null)
    setDrawerOpen(false)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    if (openItem !== null) {
      const toggle = navRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="${id}-item-${openItem}"]`)
      setOpenItem(null)
      toggle?.focus()
    } else if (drawerOpen) {
      setDrawerOpen(false)
      drawerButton.current?.focus()
    }
  }

  const hoverOpen = (index: number) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && window.matchMedia('(min-width: 64rem)').matches) setOpenItem(index)
  }
  const hoverClose = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && window.matchMedia('(min-width: 64rem)').matches) setOpenItem(null)
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
      <ul
        id={`${id}-list`}
        className={`${drawerOpen ? 'flex' : 'hidden'} absolute inset-x-0 top-full max-h-[calc(100dvh-6rem)] flex-col overflow-y-auto border-t border-stone bg-white px-4 pb-6 shadow-lg lg:static lg:flex lg:max-h-none lg:flex-row lg:items-center lg:gap-1 lg:overflow-visible lg:border-0 lg:p-0 lg:shadow-none`}
      >
        {items.map((item, index) => {
          const hasGroups = item.groups.length > 0
          const open = openItem === index
          const panelId = `${id}-item-${index}`
          return (
            <li
              key={item.href + item.label}
              className="relative border-b border-stone lg:static lg:border-0"
              onPointerEnter={hasGroups ? hoverOpen(index) : undefined}
              onPointerLeave={hasGroups ? hoverClose : undefined}
            >
              <div className="flex items-center justify-between">
                <Link
                  href={item.href}
                  onClick={closeAll}
                  className="menu-link"
                >
                  {item.label}
                </Link>
                {hasGroups && (
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenItem(open ? null : index)}
                    className="inline-flex size-11 items-center justify-center rounded-md hover:bg-sand lg:size-8"
                  >
                    <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
                    <span className="sr-only">{`${item.label} menu`}</span>
                  </button>
                )}
              </div>
              {hasGroups && (
                <div
                  id={panelId}
                  hidden={!open}
                  className="pb-3 lg:absolute lg:inset-x-0 lg:top-full lg:border-t lg:border-stone lg:bg-white lg:pb-0 lg:shadow-xl"
                >
                  <div className="grid gap-1 lg:mx-auto lg:max-w-7xl lg:grid-cols-4 lg:gap-8 lg:px-8 lg:py-8">
                    {item.groups.map((group, groupIndex) => (
                      <MenuGroupList key={group.label} group={group} id={`${panelId}-${groupIndex}`} onNavigate={closeAll} />
                    ))}
                  </div>
                </div>
              )}
            </li>
          )
        })}
        {drawerExtra && <li className="pt-4 lg:hidden">{drawerExtra}</li>}
      </ul>
    </nav>
  )
}

/** One dropdown group: a column on wide screens, a folding list in the drawer. */
function MenuGroupList({ group, id, onNavigate }: { group: MenuGroup; id: string; onNavigate: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="menu-group-toggle"
      >
        {group.label}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <p className="mb-3 hidden font-display text-lg text-ink lg:block">{group.label}</p>
      <ul id={id} className={`${open ? 'block' : 'hidden'} pl-3 lg:block lg:pl-0`}>
        {group.links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={onNavigate}
              className="menu-sublink"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
