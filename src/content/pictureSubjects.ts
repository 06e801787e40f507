/**
 * What every demo picture shows: one table for the pages, the service pages, the case studies and
 * the blog, read by the seed when it draws them (src/content/seed/art). The subjects follow the
 * pictures' alt texts; a test checks that every picture the seed asks for has one.
 */
import type { Subject } from './seed/art/subjects'
import type { Slide } from './types'

/** The home, services and about pages' own pictures and every page banner, by picture key. */
export const pagePictureSubjects: Record<string, Subject> = {
  'page-home': 'living',
  'home-intro': 'studio',
  'home-group-1': 'office',
  'home-group-2': 'restaurant',
  'home-group-3': 'kitchen',
  'home-group-4': 'joinery',
  'page-services': 'hotel',
  'services-section-1': 'hotel',
  'services-section-2': 'living',
  'services-section-3': 'joinery',
  'services-section-4': 'office',
  'services-section-5': 'living',
  'page-about-us': 'studio',
  'about-who-we-are': 'studio',
  'about-our-group': 'joinery',
  'about-ceo': 'portrait',
  'page-contact': 'office',
  'page-career': 'studio',
  'page-vendor-and-service-providers': 'joinery',
  'page-our-clients': 'hotel',
  'page-privacy-policy': 'living',
  'page-terms-and-conditions': 'bedroom',
  'page-portfolio': 'villa',
  'page-blog': 'kitchen',
}

type ServicePictures = {
  /** The banner, the intro picture and every picture not listed below. */
  subject: Subject
  /** The gallery's photos in order, where they show more than the page's subject. */
  gallery?: readonly Subject[]
  /** Carousel slides and type cards that link to no service page, by their title. */
  slides?: Readonly<Record<string, Subject>>
}

/** Every service page, by slug. */
export const serviceSubjects: Record<string, ServicePictures> = {
  'interior-fit-out-company-dubai': {
    subject: 'office',
    gallery: ['office', 'retail', 'restaurant', 'clinic', 'living'],
    slides: { Showrooms: 'retail' },
  },
  'office-fit-out': { subject: 'office', gallery: ['office', 'office', 'office', 'office', 'kitchen', 'office'] },
  'retail-fit-out-solutions': { subject: 'retail' },
  'fit-out-contractors': { subject: 'office', gallery: ['office', 'living', 'office', 'cladding', 'retail', 'studio'] },
  'turnkey-interiors': { subject: 'living', gallery: ['living', 'living', 'bedroom', 'cafe', 'bathroom', 'studio'] },
  'restaurant-fit-out-dubai': {
    subject: 'restaurant',
    gallery: ['restaurant', 'pergola', 'restaurant', 'kitchen', 'restaurant', 'restaurant'],
  },
  'commercial-interior-design-company-dubai': {
    subject: 'office',
    gallery: ['office', 'office', 'office', 'retail', 'clinic', 'restaurant'],
  },
  'hotel-interior-design-services': { subject: 'hotel', gallery: ['hotel', 'bedroom', 'bathroom', 'restaurant', 'hotel', 'living'] },
  'cafe-interior-design-companies-in-dubai': { subject: 'cafe', gallery: ['cafe', 'cafe', 'pergola', 'cafe'] },
  'landscape-design': { subject: 'pergola' },
  'healthcare-interior-design': { subject: 'clinic', gallery: ['clinic', 'clinic', 'clinic', 'gym'] },
  'gym-interior-design': { subject: 'gym', gallery: ['gym', 'gym', 'bathroom', 'gym'] },
  'salon-interior-design': { subject: 'salon' },
  'hospital-interior-design': { subject: 'clinic' },
  'residential-interior-design': {
    subject: 'living',
    gallery: ['living', 'kitchen', 'bedroom', 'living', 'joinery', 'living'],
    slides: {
      'Living and dining': 'living',
      'Warm minimalism': 'living',
      'Contemporary Arabic': 'hotel',
      'Modern classic': 'cladding',
      'Coastal calm': 'bedroom',
    },
  },
  'apartment-interior-design': { subject: 'living', gallery: ['cladding', 'kitchen', 'joinery', 'bedroom', 'pergola'] },
  'renovation-services': {
    subject: 'living',
    gallery: ['kitchen', 'flooring', 'living', 'kitchen', 'cladding', 'bathroom'],
    slides: { 'Before: closed, dated and tired': 'kitchen', 'After: open, bright and easy to live in': 'living' },
  },
  'bathroom-renovations-dubai': { subject: 'bathroom' },
  'kitchen-renovation-companies-in-dubai': { subject: 'kitchen' },
  'villa-renovation-companies-dubai': { subject: 'villa', gallery: ['kitchen', 'villa', 'living', 'pergola', 'bedroom', 'living'] },
  'painting-services': {
    subject: 'living',
    gallery: ['living', 'villa', 'cladding', 'bedroom', 'joinery', 'living'],
    slides: { 'Interior painting': 'living', 'Exterior painting': 'villa', 'Feature finishes': 'cladding' },
  },
  'joinery-solutions': { subject: 'joinery', gallery: ['cladding', 'kitchen', 'joinery', 'office'] },
  'wall-cladding': { subject: 'cladding', gallery: ['cladding', 'cladding', 'cladding', 'villa'] },
  'custom-made-furniture-dubai': { subject: 'living', gallery: ['living', 'living', 'office', 'living'] },
  'pergola-manufacturer-in-dubai': { subject: 'pergola' },
  'custom-closets-cabinets': { subject: 'joinery' },
  'bed-headboards': { subject: 'bedroom' },
  'wooden-flooring-in-dubai': { subject: 'flooring' },
  'exhibition-stand-design': { subject: 'exhibition' },
}

/** The lead picture of every case study, by slug. */
export const projectSubjects: Record<string, Subject> = {
  'barakat-opticals-jumeirah-park': 'retail',
  'barakat-optics-al-barsha-south': 'retail',
  'brain-game-dubai---escape-rooms': 'exhibition',
  'clenz-beauty-lounge': 'salon',
  'damac-hills-apartment-and-balcony-renovation': 'living',
  'damac-hills-apartment-renovation': 'living',
  'greens-apartment-kitchen-renovation': 'kitchen',
  'irmg-office-jlt-dubai': 'office',
  'jumeirah-beach-residence-apartment-renovation': 'living',
  'jumeirah-park-wall-cladding-services': 'cladding',
  'just-padel-marina-mall-abu-dhabi': 'padel',
  'just-padel-yas-village-abu-dhabi': 'padel',
  'konz-republik-the-ripe-market': 'exhibition',
  'modern-villa-design-and-renovation-jumeirah-park': 'villa',
  'motor-city-hmc-clinic': 'clinic',
  'occidental-hotel-bathroom-renovation-sharjah': 'bathroom',
  'office-in-hds-tower': 'office',
  'office-private-landlord': 'office',
  'just-padel-kite-beach-jumeriah': 'padel',
  'padel-park-dubai': 'padel',
  'spring-5-villa-renovation': 'villa',
  'villa-renovation-mudon': 'villa',
  'wall-cladding-services-nad-al-sheba': 'cladding',
  'villa-tv-lounge-al-wasl': 'cladding',
  'makani-restaurant-sharjah': 'restaurant',
  'medical-clinic-detki': 'clinic',
  'quintica-office-renovation': 'office',
  'ceylon-and-boracay-restaurant-fz-llc': 'restaurant',
  'arabella-2-mudon-villa-renovation': 'villa',
}

/** The posters of the demo videos, where they show something else than the case study's lead picture. */
export const posterSubjects: Record<string, Subject> = {
  'arabella-2-mudon-villa-renovation': 'living',
}

/** The gallery photos of a case study, by its sector, in the order of `galleryScenes` (projectDetails.ts). */
export const projectGallerySubjects: Record<string, readonly Subject[]> = {
  residential: [
    'living',
    'kitchen',
    'bedroom',
    'bathroom',
    'living',
    'joinery',
    'bathroom',
    'living',
    'pergola',
    'cladding',
    'bedroom',
    'living',
  ],
  commercial: ['office', 'office', 'office', 'office', 'kitchen', 'office', 'office', 'office'],
  retail: ['retail', 'retail', 'retail', 'retail', 'retail', 'retail'],
  hospitality: ['restaurant', 'restaurant', 'bathroom', 'restaurant', 'restaurant', 'pergola'],
  healthcare: ['clinic', 'clinic', 'clinic', 'clinic', 'clinic', 'bathroom', 'clinic', 'clinic'],
  'sports-and-leisure': ['padel', 'retail', 'bathroom', 'padel', 'exhibition', 'cladding', 'cafe'],
}

/** Every blog post's picture, by the post's address. */
export const postSubjects: Record<string, Subject> = {
  'bespoke-joinery-or-ready-made-furniture': 'joinery',
  'wall-cladding-materials-compared': 'cladding',
  'pergolas-and-outdoor-living-in-gulf-heat': 'pergola',
  'planning-a-walk-in-closet': 'joinery',
  'upholstered-headboard-bedroom-centrepiece': 'bedroom',
  'caring-for-wooden-floors-dusty-home': 'flooring',
  'choosing-materials-that-last-and-tread-lightly': 'studio',
  'colour-palettes-from-desert-and-coast': 'living',
  'exhibition-stand-design-dubai-trade-shows': 'exhibition',
  'veneer-laminate-or-lacquer-joinery-finishes': 'joinery',
  'marble-at-home-choosing-and-caring': 'bathroom',
  'curtains-blinds-and-shading-for-gulf-sun': 'living',
  'built-in-tv-walls-and-media-units': 'cladding',
  'wardrobe-doors-and-hardware-that-last': 'joinery',
  'indoor-plants-air-conditioned-homes-offices': 'office',
  'rugs-and-textiles-for-warmth-and-quiet': 'living',
  'what-drives-office-fit-out-cost-dubai': 'office',
  'office-move-timeline-lease-to-first-day': 'office',
  'fit-out-approvals-explained-plain-terms': 'studio',
  'retail-fit-out-dubai-mall-footfall-handover': 'retail',
  'restaurant-fit-out-kitchen-extraction-front-of-house': 'restaurant',
  'hybrid-office-design-fewer-desks-better-rooms': 'office',
  'acoustics-open-plan-offices': 'office',
  'clinic-interiors-easy-clean-calm-finishes': 'clinic',
  'turnkey-or-design-and-build-fit-out': 'studio',
  'designing-a-majlis-for-modern-family-life': 'living',
  'converting-a-maids-room-or-storeroom': 'joinery',
  'kitchen-worktops-compared-quartz-porcelain-granite': 'kitchen',
  'childrens-room-that-grows-with-them': 'bedroom',
  'home-office-that-works': 'studio',
  'renovating-a-townhouse-springs-arabian-ranches': 'kitchen',
  'smart-home-wiring-to-plan-during-renovation': 'living',
  'hotel-rooms-designed-for-the-first-ten-minutes': 'bedroom',
  'cafe-interiors-that-tell-a-brand-story': 'cafe',
  'gym-interior-design-flooring-zoning-atmosphere': 'gym',
  'salon-design-light-flow-and-the-clients-chair': 'salon',
  'water-wise-landscape-design-for-dubai-gardens': 'pergola',
  'how-to-brief-an-interior-designer': 'studio',
  'budgeting-a-renovation-contingency-stages-and-payments': 'kitchen',
  'interior-trends-in-uae-homes-2026': 'living',
  'from-concept-to-handover-project-stages': 'living',
  'restaurant-lighting-from-lunch-to-late': 'restaurant',
  'boutique-hotel-lobby-like-a-living-room': 'hotel',
  'spa-and-wellness-interiors-calm-water-materials': 'bathroom',
  'padel-and-indoor-sports-venue-design': 'padel',
  'what-an-interior-design-fee-covers': 'studio',
  'living-at-home-during-a-renovation': 'living',
  'reading-3d-renders-and-material-boards': 'studio',
  'villa-renovation-checklist-before-you-call-a-contractor': 'villa',
  'kitchen-layouts-for-dubai-family-life': 'kitchen',
  'bathroom-renovation-waterproofing-matters-more-than-tiles': 'bathroom',
  'renovating-an-apartment-in-a-dubai-tower': 'living',
  'flooring-for-the-dubai-climate': 'flooring',
  'painting-in-heat-and-humidity': 'living',
  'lighting-a-home-in-layers': 'living',
  'small-apartment-storage-and-space-saving-ideas': 'joinery',
  'upgrading-an-older-villa-services-before-finishes': 'villa',
  'office-reception-design-first-impression': 'office',
  'mep-coordination-fit-out-explained': 'office',
  'fire-and-life-safety-in-interior-design': 'office',
  'office-lighting-for-focus-and-wellbeing': 'office',
  'shopfronts-and-window-displays-that-draw-people-in': 'retail',
  'meeting-rooms-people-actually-book': 'office',
  'office-reinstatement-handing-back-to-landlord': 'office',
}

function found<T>(table: Record<string, T>, key: string, what: string): T {
  const value = table[key]
  if (value === undefined) throw new Error(`No picture subject for ${what} '${key}' (src/content/pictureSubjects.ts)`)
  return value
}

export const subjectOfPagePicture = (key: string): Subject => found(pagePictureSubjects, key, 'the page picture')

export const subjectOfService = (slug: string): Subject => found(serviceSubjects, slug, 'the service page').subject

export function subjectOfServiceGallery(slug: string, index: number): Subject {
  const pictures = found(serviceSubjects, slug, 'the service page')
  return pictures.gallery?.[index] ?? pictures.subject
}

/** A slide shows what the page's table names for its title, else the service page it links to, else the page's subject. */
export function subjectOfSlide(slug: string, slide: Pick<Slide, 'title' | 'href'>): Subject {
  const pictures = found(serviceSubjects, slug, 'the service page')
  const named = pictures.slides?.[slide.title]
  if (named) return named
  const linked = serviceSubjects[slide.href?.replace(/^\//, '') ?? '']
  return linked?.subject ?? pictures.subject
}

export const subjectOfProject = (slug: string): Subject => found(projectSubjects, slug, 'the case study')

export const subjectOfPoster = (slug: string): Subject => posterSubjects[slug] ?? subjectOfProject(slug)

/** The subject of a case study's gallery photo: as its scene (`galleryScenes`), which repeats when the gallery is longer. */
export function subjectOfProjectGallery(sector: string, index: number): Subject {
  const subjects = found(projectGallerySubjects, sector, 'the sector')
  return subjects[index % subjects.length]!
}

export const subjectOfPost = (url: string): Subject => found(postSubjects, url, 'the blog post')
