import { projectSlugs } from './demoRoutes'

/**
 * The countable facts of every case study (SPEC §2.7). One table: the seed builds the projects
 * from it and the end-to-end tests count what they see by it. Numbers SPEC §2.7 does not state
 * are ours and listed in docs/content.md.
 */
export type ProjectFacts = {
  /** Photos in the gallery. */
  gallery: number
  mainImage: boolean
  /** 'inline': a video with controls in place of the photos; 'feature': a full-width looping video. */
  video: 'inline' | 'feature' | null
}

const standard: ProjectFacts = { gallery: 0, mainImage: true, video: null }

const differences: Record<(typeof projectSlugs)[number], Partial<ProjectFacts>> = {
  'barakat-opticals-jumeirah-park': { gallery: 5 },
  'barakat-optics-al-barsha-south': { gallery: 4 },
  'brain-game-dubai---escape-rooms': { gallery: 6 },
  'clenz-beauty-lounge': { gallery: 5 },
  'damac-hills-apartment-and-balcony-renovation': { gallery: 12 },
  'damac-hills-apartment-renovation': { gallery: 9 },
  'greens-apartment-kitchen-renovation': { gallery: 5 },
  'irmg-office-jlt-dubai': { gallery: 5 },
  'jumeirah-beach-residence-apartment-renovation': { gallery: 7 },
  'jumeirah-park-wall-cladding-services': {},
  'just-padel-marina-mall-abu-dhabi': { gallery: 6 },
  'just-padel-yas-village-abu-dhabi': { gallery: 7 },
  'konz-republik-the-ripe-market': { gallery: 3 },
  'modern-villa-design-and-renovation-jumeirah-park': { gallery: 9 },
  'motor-city-hmc-clinic': { gallery: 8 },
  'occidental-hotel-bathroom-renovation-sharjah': { gallery: 6, mainImage: false },
  'office-in-hds-tower': { gallery: 5 },
  'office-private-landlord': { gallery: 3 },
  'just-padel-kite-beach-jumeriah': { gallery: 6 },
  'padel-park-dubai': { gallery: 3 },
  'spring-5-villa-renovation': { gallery: 7 },
  'villa-renovation-mudon': { gallery: 9 },
  'wall-cladding-services-nad-al-sheba': { video: 'inline' },
  'villa-tv-lounge-al-wasl': { gallery: 3 },
  'makani-restaurant-sharjah': { gallery: 3 },
  'medical-clinic-detki': { gallery: 4 },
  'quintica-office-renovation': { gallery: 7 },
  'ceylon-and-boracay-restaurant-fz-llc': { gallery: 4 },
  'arabella-2-mudon-villa-renovation': { mainImage: false, video: 'feature' },
}

export const projectFacts: Record<string, ProjectFacts> = Object.fromEntries(
  projectSlugs.map((slug) => [slug, { ...standard, ...differences[slug] }]),
)
