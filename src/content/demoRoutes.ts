import { homeSlug, listingSlugs, pathOfPage, pathOfProject } from '@/lib/routes'

/**
 * The pages and case studies of the demo content (SPEC §2.1) and its services menu groups (SPEC
 * §2.2): what the seed creates, and what the tests of the demo site read. The site itself reads
 * the pages' types and the menus from the CMS.
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
