import { demoNavigation, type PageIds } from '../navigation'
import { serviceGroups } from '../demoRoutes'
import { pageCopyAr } from './page-copy'

/**
 * The Arabic labels of the demo menus (mirrors `demoNavigation` in ../navigation.ts).
 * Keys are the slugs of the pages the English menus link to, in the English order; the links
 * themselves (page ids, groups, order) come from the English menus, never from here.
 */
export type NavigationLabels = {
  /** The main menu's label of each page, by the page's slug. */
  mainMenu: Record<string, string>
  /** The label of each services group, by the English group label (`serviceGroups`). */
  serviceGroups: Record<(typeof serviceGroups)[number]['label'], string>
  /** The footer's label of each page, by the page's slug. */
  footerLinks: Record<string, string>
}

export const navigationLabelsAr: NavigationLabels = {
  mainMenu: {
    home: 'الرئيسية',
    services: 'خدماتنا',
    career: 'الوظائف',
    portfolio: 'أعمالنا',
    'our-clients': 'عملاؤنا',
    'about-us': 'من نحن',
    blog: 'المدونة',
    'vendor-and-service-providers': 'الموردون',
    contact: 'تواصل معنا',
  },
  serviceGroups: {
    'Interior Fit-Out': 'التجهيز الداخلي',
    'Commercial Interior Design': 'التصميم الداخلي التجاري',
    Residential: 'المشاريع السكنية',
    Joinery: 'النجارة',
  },
  footerLinks: {
    'about-us': 'من نحن',
    services: 'خدماتنا',
    portfolio: 'أعمالنا',
    blog: 'المدونة',
    career: 'الوظائف',
    'vendor-and-service-providers': 'الموردون ومقدمو الخدمات',
    contact: 'تواصل معنا',
    'privacy-policy': 'سياسة الخصوصية',
    'terms-and-conditions': 'الشروط والأحكام',
  },
}

/**
 * The English demo menus with Arabic labels: the same links, groups and order, each label looked
 * up by the slug of the page it links to (service links take the page's Arabic breadcrumb).
 */
export function demoNavigationAr(pageIds: PageIds) {
  const english = demoNavigation(pageIds)
  const slugOf = new Map([...pageIds].map(([slug, id]) => [id, slug]))
  const label = (labels: Record<string, string>, link: { document: { value: number } }) => {
    const slug = slugOf.get(link.document.value)
    const text = slug === undefined ? undefined : labels[slug]
    if (text === undefined) throw new Error(`No Arabic menu label for the page '${slug ?? link.document.value}'`)
    return text
  }
  const breadcrumbs = Object.fromEntries(Object.entries(pageCopyAr).map(([slug, copy]) => [slug, copy.breadcrumb]))
  return {
    mainMenu: english.mainMenu.map((item) => ({
      ...item,
      label: label(navigationLabelsAr.mainMenu, item),
      groups: item.groups.map((group) => {
        const groupLabel = navigationLabelsAr.serviceGroups[group.label]
        if (groupLabel === undefined) throw new Error(`No Arabic label for the services group '${group.label}'`)
        return {
          ...group,
          label: groupLabel,
          links: group.links.map((link) => ({ ...link, label: label(breadcrumbs, link) })),
        }
      }),
    })),
    footerLinks: english.footerLinks.map((link) => ({ ...link, label: label(navigationLabelsAr.footerLinks, link) })),
  }
}
