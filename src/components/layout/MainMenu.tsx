import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/icons/interface'
import { PageLink } from '@/components/PageLink'
import type { ReactNode } from 'react'
import { words } from '@/features/site/words'

export type MenuLink = { label: string; href: string }
export type MenuGroup = { label: string; links: MenuLink[] }
export type MenuItem = MenuLink & { groups: MenuGroup[] }

/** The prefix of the menu's ids: one main menu a page. */
const menuId = 'main-menu'

/**
 * The main menu, as served: on wide screens a row of links whose dropdowns are closed, on narrow
 * screens a closed drawer behind a menu button. Its script (menu.ts) opens them, when the visitor
 * first reaches for the menu; its links are plain links from the first paint. `drawerExtra` ends
 * the drawer.
 */
export function MainMenu({ items, drawerExtra }: { items: MenuItem[]; drawerExtra?: ReactNode }) {
  const t = words().menu
  return (
    <nav aria-label={t.label} className="order-last lg:order-none" data-enhance="menu" data-when="interaction" data-follow-links="">
      <button type="button" aria-expanded="false" aria-controls={`${menuId}-list`} className="menu-button group">
        <MenuIcon className="size-6 group-aria-expanded:hidden" />
        <CloseIcon className="hidden size-6 group-aria-expanded:block" />
        <span className="sr-only">{t.button}</span>
      </button>
      <ul id={`${menuId}-list`} className="menu-list hidden lg:flex">
        {items.map((item, index) => {
          const panelId = `${menuId}-item-${index}`
          return (
            <li key={item.href + item.label} className="menu-item">
              <div className="menu-row">
                <PageLink href={item.href} className="menu-link">
                  {item.label}
                </PageLink>
                {item.groups.length > 0 && (
                  <button type="button" aria-expanded="false" aria-controls={panelId} className="menu-toggle">
                    <ChevronDownIcon className="chevron size-4" />
                    <span className="sr-only">{t.submenu(item.label)}</span>
                  </button>
                )}
              </div>
              {item.groups.length > 0 && (
                <div id={panelId} hidden className="menu-panel">
                  <div className="menu-columns">
                    {item.groups.map((group, groupIndex) => (
                      <MenuGroupList key={group.label} group={group} id={`${panelId}-${groupIndex}`} />
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
 * One dropdown group: a titled column on wide screens, a list folding under its button in the
 * drawer. CSS shows one of the two titles (the other takes no box, nor focus).
 */
function MenuGroupList({ group, id }: { group: MenuGroup; id: string }) {
  return (
    <div>
      <p className="menu-group-title">{group.label}</p>
      <button type="button" aria-expanded="false" aria-controls={id} className="menu-group-toggle">
        {group.label}
        <ChevronDownIcon className="chevron size-4" />
      </button>
      <ul id={id}>
        {group.links.map((link) => (
          <li key={link.href}>
            <PageLink href={link.href}>{link.label}</PageLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
