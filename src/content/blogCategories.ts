import type { AuthorKey } from './blogAuthors'

/** The demo blog's categories, in their order on /blog, and who writes most of each. */
export const demoCategories = [
  {
    slug: 'fit-out-and-approvals',
    name: 'Fit-out and approvals',
    description: 'How a commercial fit-out in Dubai runs: permits, services, fire safety, programmes and costs, explained by the people who deliver them on site.',
    author: 'omar-farouk',
  },
  {
    slug: 'offices-and-retail',
    name: 'Offices and retail',
    description: 'Workplaces people want to come back to and shops that draw a crowd: receptions, meeting rooms, lighting, acoustics and shopfronts.',
    author: 'omar-farouk',
  },
  {
    slug: 'homes-and-villas',
    name: 'Homes and villas',
    description: 'Renovating and furnishing homes in Dubai, from tower apartments to family villas: kitchens, bathrooms, storage, majlis rooms and gardens.',
    author: 'priya-menon',
  },
  {
    slug: 'materials-and-joinery',
    name: 'Materials and joinery',
    description: 'Stone, timber, veneers, fabrics and finishes that suit the Gulf climate, and the bespoke joinery our workshop builds from them.',
    author: 'karim-nasser',
  },
  {
    slug: 'hospitality-and-wellness',
    name: 'Hospitality and wellness',
    description: 'Hotels, restaurants, cafés, salons, gyms and spas: interiors that guests remember and teams can run smoothly every single day.',
    author: 'layla-haddad',
  },
  {
    slug: 'working-with-a-designer',
    name: 'Working with a designer',
    description: 'Briefs, fees, budgets, renders and project stages: what to expect when you hire an interior design studio, and how to get the most from it.',
    author: 'layla-haddad',
  },
] as const satisfies readonly { slug: string; name: string; description: string; author: AuthorKey }[]

export type CategorySlug = (typeof demoCategories)[number]['slug']

/** Each demo post's categories by its url, the first its main one (whose writer is its first author). */
export const postCategories: Record<string, readonly CategorySlug[]> = {
  'what-drives-office-fit-out-cost-dubai': ['fit-out-and-approvals', 'working-with-a-designer'],
  'office-move-timeline-lease-to-first-day': ['fit-out-and-approvals', 'offices-and-retail'],
  'fit-out-approvals-explained-plain-terms': ['fit-out-and-approvals'],
  'retail-fit-out-dubai-mall-footfall-handover': ['offices-and-retail', 'fit-out-and-approvals'],
  'restaurant-fit-out-kitchen-extraction-front-of-house': ['hospitality-and-wellness', 'fit-out-and-approvals'],
  'hybrid-office-design-fewer-desks-better-rooms': ['offices-and-retail'],
  'acoustics-open-plan-offices': ['offices-and-retail'],
  'clinic-interiors-easy-clean-calm-finishes': ['hospitality-and-wellness', 'materials-and-joinery'],
  'turnkey-or-design-and-build-fit-out': ['working-with-a-designer', 'fit-out-and-approvals'],
  'office-reception-design-first-impression': ['offices-and-retail'],
  'mep-coordination-fit-out-explained': ['fit-out-and-approvals'],
  'fire-and-life-safety-in-interior-design': ['fit-out-and-approvals'],
  'office-lighting-for-focus-and-wellbeing': ['offices-and-retail'],
  'shopfronts-and-window-displays-that-draw-people-in': ['offices-and-retail'],
  'meeting-rooms-people-actually-book': ['offices-and-retail'],
  'office-reinstatement-handing-back-to-landlord': ['fit-out-and-approvals', 'offices-and-retail'],
  'villa-renovation-checklist-before-you-call-a-contractor': ['homes-and-villas', 'working-with-a-designer'],
  'kitchen-layouts-for-dubai-family-life': ['homes-and-villas'],
  'bathroom-renovation-waterproofing-matters-more-than-tiles': ['homes-and-villas', 'materials-and-joinery'],
  'renovating-an-apartment-in-a-dubai-tower': ['homes-and-villas'],
  'flooring-for-the-dubai-climate': ['materials-and-joinery', 'homes-and-villas'],
  'painting-in-heat-and-humidity': ['materials-and-joinery'],
  'lighting-a-home-in-layers': ['homes-and-villas'],
  'small-apartment-storage-and-space-saving-ideas': ['homes-and-villas', 'materials-and-joinery'],
  'upgrading-an-older-villa-services-before-finishes': ['homes-and-villas'],
  'designing-a-majlis-for-modern-family-life': ['homes-and-villas'],
  'converting-a-maids-room-or-storeroom': ['homes-and-villas'],
  'kitchen-worktops-compared-quartz-porcelain-granite': ['materials-and-joinery', 'homes-and-villas'],
  'childrens-room-that-grows-with-them': ['homes-and-villas'],
  'home-office-that-works': ['homes-and-villas', 'offices-and-retail'],
  'renovating-a-townhouse-springs-arabian-ranches': ['homes-and-villas'],
  'smart-home-wiring-to-plan-during-renovation': ['homes-and-villas'],
  'bespoke-joinery-or-ready-made-furniture': ['materials-and-joinery'],
  'wall-cladding-materials-compared': ['materials-and-joinery'],
  'pergolas-and-outdoor-living-in-gulf-heat': ['homes-and-villas', 'materials-and-joinery'],
  'planning-a-walk-in-closet': ['materials-and-joinery', 'homes-and-villas'],
  'upholstered-headboard-bedroom-centrepiece': ['materials-and-joinery'],
  'caring-for-wooden-floors-dusty-home': ['materials-and-joinery'],
  'choosing-materials-that-last-and-tread-lightly': ['materials-and-joinery'],
  'colour-palettes-from-desert-and-coast': ['homes-and-villas'],
  'exhibition-stand-design-dubai-trade-shows': ['offices-and-retail'],
  'veneer-laminate-or-lacquer-joinery-finishes': ['materials-and-joinery'],
  'marble-at-home-choosing-and-caring': ['materials-and-joinery'],
  'curtains-blinds-and-shading-for-gulf-sun': ['materials-and-joinery', 'homes-and-villas'],
  'built-in-tv-walls-and-media-units': ['materials-and-joinery'],
  'wardrobe-doors-and-hardware-that-last': ['materials-and-joinery'],
  'indoor-plants-air-conditioned-homes-offices': ['homes-and-villas', 'offices-and-retail'],
  'rugs-and-textiles-for-warmth-and-quiet': ['materials-and-joinery'],
  'hotel-rooms-designed-for-the-first-ten-minutes': ['hospitality-and-wellness'],
  'cafe-interiors-that-tell-a-brand-story': ['hospitality-and-wellness'],
  'gym-interior-design-flooring-zoning-atmosphere': ['hospitality-and-wellness'],
  'salon-design-light-flow-and-the-clients-chair': ['hospitality-and-wellness'],
  'water-wise-landscape-design-for-dubai-gardens': ['homes-and-villas'],
  'how-to-brief-an-interior-designer': ['working-with-a-designer'],
  'budgeting-a-renovation-contingency-stages-and-payments': ['working-with-a-designer', 'homes-and-villas'],
  'interior-trends-in-uae-homes-2026': ['homes-and-villas'],
  'from-concept-to-handover-project-stages': ['working-with-a-designer'],
  'restaurant-lighting-from-lunch-to-late': ['hospitality-and-wellness'],
  'boutique-hotel-lobby-like-a-living-room': ['hospitality-and-wellness'],
  'spa-and-wellness-interiors-calm-water-materials': ['hospitality-and-wellness', 'materials-and-joinery'],
  'padel-and-indoor-sports-venue-design': ['hospitality-and-wellness'],
  'what-an-interior-design-fee-covers': ['working-with-a-designer'],
  'living-at-home-during-a-renovation': ['working-with-a-designer', 'homes-and-villas'],
  'reading-3d-renders-and-material-boards': ['working-with-a-designer'],
}

/**
 * A demo post's authors: the writer of its main category, joined by the writer of its second
 * when another person writes that one.
 */
export function postAuthorKeys(url: string): AuthorKey[] {
  const writers = (postCategories[url] ?? []).map((slug) => demoCategories.find((category) => category.slug === slug)!.author)
  return [...new Set(writers)]
}
