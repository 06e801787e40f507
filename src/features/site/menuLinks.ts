import { defaultLocale, type Locale } from '@/lib/locales'
import { pathOfPage, pathOfPost, pathOfProject } from '@/lib/routes'
import type { Navigation, Page, Post, Project } from '@/payload-types'

/** What a menu reads of a linked document: its address and its names, nothing more. */
export const linkedDocumentFields = {
  pages: { slug: true, title: true, breadcrumb: true, _status: true, arabic: true },
  projects: { slug: true, title: true, breadcrumb: true, _status: true, arabic: true },
  posts: { url: true, title: true, _status: true, arabic: true },
} as const

type MenuLinkRow = NonNullable<Navigation['footerLinks']>[number]
export type ResolvedLink = { label: string; href: string }
export type ResolvedNavigation = {
  mainMenu: (ResolvedLink & { groups: { label: string; links: ResolvedLink[] }[] })[]
  footerLinks: ResolvedLink[]
}

type Linked =
  | { relationTo: 'pages'; value: number | string | Pick<Page, 'slug' | 'title' | 'breadcrumb' | '_status' | 'arabic'> }
  | { relationTo: 'projects'; value: number | string | Pick<Project, 'slug' | 'title' | 'breadcrumb' | '_status' | 'arabic'> }
  | { relationTo: 'posts'; value: number | string | Pick<Post, 'url' | 'title' | '_status' | 'arabic'> }

/**
 * The address and name of a linked document, or null when it is gone, not published, or not
 * written in the menu's language (its link is left out).
 */
function documentLink(document: Linked | null | undefined, locale: Locale): ResolvedLink | null {
  if (!document || typeof document.value !== 'object' || document.value._status !== 'published') return null
  if (locale !== defaultLocale && document.value.arabic === 'missing') return null
  switch (document.relationTo) {
    case 'pages':
      return { href: pathOfPage(document.value.slug), label: document.value.breadcrumb || document.value.title }
    case 'projects':
      return { href: pathOfProject(document.value.slug), label: document.value.breadcrumb || document.value.title }
    case 'posts':
      return { href: pathOfPost(document.value.url), label: document.value.title }
  }
}

/**
 * Where a menu link leads, read when the menu renders: the picked document's address today, or
 * the address typed in. A row saved before links could pick documents has only an address.
 */
export function resolveLink(row: Pick<MenuLinkRow, 'label' | 'target' | 'document' | 'href'>, locale: Locale = defaultLocale): ResolvedLink | null {
  const linked = row.target === 'address' ? null : documentLink(row.document as Linked | null | undefined, locale)
  // In another language, a document not written in it is not linked, by its old address either.
  if (!linked && row.target !== 'address' && row.document && locale !== defaultLocale) return null
  const href = linked?.href ?? row.href
  const label = row.label || linked?.label
  return href && label ? { href, label } : null
}

/** The menus as the header and footer show them in a language: every link an address and a label. */
export function resolveNavigation(navigation: Navigation, locale: Locale = defaultLocale): ResolvedNavigation {
  const resolved = (rows: MenuLinkRow[] | null | undefined): ResolvedLink[] =>
    (rows ?? []).map((row) => resolveLink(row, locale)).filter((link) => link !== null)
  return {
    mainMenu: navigation.mainMenu.flatMap((item) => {
      const link = resolveLink(item, locale)
      if (!link) return []
      const groups = (item.groups ?? []).map((group) => ({ label: group.label ?? '', links: resolved(group.links) }))
      return [{ ...link, groups: groups.filter((group) => group.links.length > 0) }]
    }),
    footerLinks: resolved(navigation.footerLinks),
  }
}

type LinkedCollection = Linked['relationTo']
type MenuRow = Pick<MenuLinkRow, 'label' | 'target' | 'document' | 'href'>

/** A document as menus may lead to it: picked, or by its address typed in. */
export type MenuTarget = { relationTo: LinkedCollection; id: number | string; path: string; title: string }

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value)

/**
 * Where the menus lead to a document, as an editor reads it in Navigation: 'Main menu › Services ›
 * Joinery › Bed headboards', 'Footer useful links › Career'. A row leads there by picking it or by
 * its address typed in (rows saved before links could pick documents have only that). A row
 * without a label is named by the document's title, which the site shows there.
 */
export function menuPlacesLinking(navigation: Navigation, target: MenuTarget): string[] {
  const leadsThere = (row: MenuRow) =>
    row.target === 'address'
      ? row.href === target.path
      : row.document?.relationTo === target.relationTo && String(idOf(row.document.value)) === String(target.id)
  const label = (row: MenuRow) => row.label || target.title
  const places: string[] = []
  for (const item of navigation.mainMenu ?? []) {
    if (leadsThere(item)) places.push(`Main menu › ${label(item)}`)
    for (const group of item.groups ?? []) {
      for (const link of group.links) if (leadsThere(link)) places.push(`Main menu › ${label(item)} › ${group.label} › ${label(link)}`)
    }
  }
  for (const link of navigation.footerLinks ?? []) if (leadsThere(link)) places.push(`Footer useful links › ${label(link)}`)
  return places
}
