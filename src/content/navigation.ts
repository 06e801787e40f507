import {
  blogIndexPath,
  pathOfPage,
  portfolioIndexPath,
  serviceGroups,
} from '@/lib/routes'
import { pageCopy } from './page-copy'

const link = (label: string, href: string) => ({ label, href })
const pageLink = (slug: string) => link(pageCopy[slug]?.breadcrumb ?? slug, pathOfPage(slug))

/** The demo menus: SPEC §2.2's main menu and its four services groups, and the footer's links. */
export const demoNavigation = {
  mainMenu: [
    { ...link('Home', '/'), groups: [] },
    {
      ...link('Services', pathOfPage('services')),
      groups: serviceGroups.map((group) => ({
        label: group.label,
        links: group.slugs.map(pageLink),
      })),
    },
    { ...link('Career', pathOfPage('career')), groups: [] },
    { ...link('Portfolio', portfolioIndexPath), groups: [] },
    { ...link('Our Clients', pathOfPage('our-clients')), groups: [] },
    { ...link('About Us', pathOfPage('about-us')), groups: [] },
    { ...link('Blogs', blogIndexPath), groups: [] },
    { ...link('Vendors', pathOfPage('vendor-and-service-providers')), groups: [] },
    { ...link('Contact', pathOfPage('contact')), groups: [] },
  ],
  footerLinks: [
    link('About Us', pathOfPage('about-us')),
    link('Services', pathOfPage('services')),
    link('Portfolio', portfolioIndexPath),
    link('Blogs', blogIndexPath),
    link('Career', pathOfPage('career')),
    link('Vendors', pathOfPage('vendor-and-service-providers')),
    link('Contact', pathOfPage('contact')),
    link('Privacy Policy', pathOfPage('privacy-policy')),
    link('Terms and Conditions', pathOfPage('terms-and-conditions')),
  ],
}
