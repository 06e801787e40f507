/**
 * The site's route table (SPEC §2.1) and the services menu groups (SPEC §2.2).
 * One source of truth: the seed, the navigation, the sitemap and the tests read it.
 */

export const mainPageSlugs = [
  'services',
  'about-us',
  'contact',
  'career',
  'vendor-and-service-providers',
  'our-clients',
  'privacy-policy',
  'terms-and-conditions',
] as const

/** The portfolio index lives at /portfolio (the menu's link); /portfolio-detail redirects there. */
export const portfolioIndexPath = '/portfolio'
export const portfolioLegacyPath = '/portfolio-detail'
export const blogIndexPath = '/blog'
export { notFoundPath } from './notFoundPath.mjs'

export type ServiceGroup = {
  label: string
  slugs: readonly string[]
}

export const serviceGroups: readonly ServiceGroup[] = [
  {
    label: 'Interior Fit-Out',
    slugs: [
      'interior-fit-out-company-dubai',
      'office-fit-out',
      'retail-fit-out-solutions',
      'fit-out-contractors',
      'turnkey-interiors',
      'restaurant-fit-out-dubai',
    ],
  },
  {
    label: 'Commercial Interior Design',
    slugs: [
      'commercial-interior-design-company-dubai',
      'hotel-interior-design-services',
      'cafe-interior-design-companies-in-dubai',
      'landscape-design',
      'healthcare-interior-design',
      'gym-interior-design',
      'salon-interior-design',
      'hospital-interior-design',
    ],
  },
  {
    label: 'Residential',
    slugs: [
      'residential-interior-design',
      'apartment-interior-design',
      'renovation-services',
      'bathroom-renovations-dubai',
      'kitchen-renovation-companies-in-dubai',
      'villa-renovation-companies-dubai',
      'painting-services',
    ],
  },
  {
    label: 'Joinery',
    slugs: [
      'joinery-solutions',
      'wall-cladding',
      'custom-made-furniture-dubai',
      'pergola-manufacturer-in-dubai',
      'custom-closets-cabinets',
      'bed-headboards',
      'wooden-flooring-in-dubai',
      'exhibition-stand-design',
    ],
  },
]

export const serviceSlugs: readonly string[] = serviceGroups.flatMap((group) => group.slugs)

export const projectSlugs = [
  'barakat-opticals-jumeirah-park',
  'barakat-optics-al-barsha-south',
  'brain-game-dubai---escape-rooms',
  'clenz-beauty-lounge',
  'damac-hills-apartment-and-balcony-renovation',
  'damac-hills-apartment-renovation',
  'greens-apartment-kitchen-renovation',
  'irmg-office-jlt-dubai',
  'jumeirah-beach-residence-apartment-renovation',
  'jumeirah-park-wall-cladding-services',
  'just-padel-marina-mall-abu-dhabi',
  'just-padel-yas-village-abu-dhabi',
  'konz-republik-the-ripe-market',
  'modern-villa-design-and-renovation-jumeirah-park',
  'motor-city-hmc-clinic',
  'occidental-hotel-bathroom-renovation-sharjah',
  'office-in-hds-tower',
  'office-private-landlord',
  'just-padel-kite-beach-jumeriah',
  'padel-park-dubai',
  'spring-5-villa-renovation',
  'villa-renovation-mudon',
  'wall-cladding-services-nad-al-sheba',
  'villa-tv-lounge-al-wasl',
  'makani-restaurant-sharjah',
  'medical-clinic-detki',
  'quintica-office-renovation',
  'ceylon-and-boracay-restaurant-fz-llc',
  'arabella-2-mudon-villa-renovation',
] as const

/** Slug of the Pages document that holds the home page. */
export const homeSlug = 'home'

/** Pages documents whose routes have their own templates, not the generic page route. */
export const listingSlugs = { blog: 'blog', portfolio: 'portfolio' } as const

export const pathOfPage = (slug: string): string => {
  if (slug === homeSlug) return '/'
  if (slug === listingSlugs.portfolio) return portfolioIndexPath
  return `/${slug}`
}

export const pathOfProject = (slug: string): string => `/portfolios/${slug}`
export const pathOfPost = (url: string): string => `${blogIndexPath}/${url}`

/** SPEC §9: posts on each page of the blog's list. */
export const blogPageSize = 10

/** How many posts a post's 'Related Blogs' column lists (GET /api/related-blogs returns as many). */
export const relatedPostCount = 5

/** The blog's list pages after the first: /blog/page/2, /blog/page/3, … (page 1 is /blog). */
export const blogPagesSegment = 'page'
export const pathOfBlogPage = (page: number): string =>
  page <= 1 ? blogIndexPath : `${blogIndexPath}/${blogPagesSegment}/${page}`

/** The site search: /search?q=kitchen, then /search?q=kitchen&page=2, … */
export const searchPath = '/search'
export const pathOfSearch = (query: string, page = 1): string =>
  `${searchPath}?${new URLSearchParams({ q: query, ...(page > 1 ? { page: String(page) } : {}) })}`

export const blogFeedPath = '/rss.xml'
export const sitemapPath = '/sitemap.xml'

/** The address of a document of each public collection. */
export const pathOfDocument = {
  pages: (doc: { slug: string }) => pathOfPage(doc.slug),
  projects: (doc: { slug: string }) => pathOfProject(doc.slug),
  posts: (doc: { url: string }) => pathOfPost(doc.url),
} as const

/** The last segment of an address, by which SPEC §7's records name a page ('' for the home page). */
export const lastSegment = (path: string): string => path.slice(path.lastIndexOf('/') + 1)

/** Every Pages document the site ships with, in the order the seed creates them. */
export const pageSlugs: readonly string[] = [
  homeSlug,
  ...mainPageSlugs,
  listingSlugs.portfolio,
  listingSlugs.blog,
  ...serviceSlugs,
]

/** Every fixed public path of SPEC §2.1 (blog posts come from the CMS). */
export const fixedPublicPaths: readonly string[] = [
  ...pageSlugs.map(pathOfPage),
  ...projectSlugs.map(pathOfProject),
]
