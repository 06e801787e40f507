import { homeSlug, listingSlugs } from '@/lib/routes'
import { serviceGroups } from './demoRoutes'
import { pageCopy } from './page-copy'

/** The id of the demo page of each slug: menu links pick pages, so that a renamed page keeps its links. */
export type PageIds = ReadonlyMap<string, number>

/** The demo menus: SPEC §2.2's main menu and its four services groups, and the footer's links. */
export function demoNavigation(pageIds: PageIds) {
  const link = (label: string, slug: string) => {
    const id = pageIds.get(slug)
    if (id === undefined) throw new Error(`The demo menus link to the page '${slug}', which does not exist`)
    return { label, target: 'document' as const, document: { relationTo: 'pages' as const, value: id } }
  }
  const pageLink = (slug: string) => link(pageCopy[slug]?.breadcrumb ?? slug, slug)
  const item = (label: string, slug: string) => ({ ...link(label, slug), groups: [] })
  return {
    mainMenu: [
      item('Home', homeSlug),
      {
        ...link('Services', 'services'),
        groups: serviceGroups.map((group) => ({ label: group.label, links: group.slugs.map(pageLink) })),
      },
      item('Career', 'career'),
      item('Portfolio', listingSlugs.portfolio),
      item('Our Clients', 'our-clients'),
      item('About Us', 'about-us'),
      item('Blogs', listingSlugs.blog),
      item('Vendors', 'vendor-and-service-providers'),
      item('Contact', 'contact'),
    ],
    footerLinks: [
      link('About Us', 'about-us'),
      link('Services', 'services'),
      link('Portfolio', listingSlugs.portfolio),
      link('Blogs', listingSlugs.blog),
      link('Career', 'career'),
      link('Vendors', 'vendor-and-service-providers'),
      link('Contact', 'contact'),
      link('Privacy Policy', 'privacy-policy'),
      link('Terms and Conditions', 'terms-and-conditions'),
    ],
  }
}
