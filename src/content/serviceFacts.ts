import { serviceSlugs } from './demoRoutes'

/**
 * The countable facts of every service landing page (SPEC §2.6). One table: the seed builds the
 * pages from it, the copy is checked against it and the end-to-end tests count what they see by it.
 * Where SPEC §2.6 states no number, the choice is ours and listed in docs/content.md.
 */
export type ServiceFacts = {
  /** Photos in the gallery. */
  gallery: number
  /** Steps in the process section. */
  process: number
  /** Questions in the FAQ. */
  faq: number
  /** Slides of each carousel, in page order. */
  carousels: readonly number[]
  /** Cards in a list of types (the pergola page's six kinds). */
  types: number
  testimonials: number
  /** Carries the inline get-in-touch form. */
  inlineForm: boolean
  /** The benefits strip shows 'Complete Space Utilization' as a fifth benefit. */
  spaceUtilization: boolean
  /** The benefits strip is titled 'What can you expect with us'. */
  benefitsHeading: boolean
}

const standard: ServiceFacts = {
  gallery: 6,
  process: 3,
  faq: 4,
  carousels: [],
  types: 0,
  testimonials: 0,
  inlineForm: false,
  spaceUtilization: false,
  benefitsHeading: false,
}

/** How each page differs from the standard page. */
const differences: Record<string, Partial<ServiceFacts>> = {
  'interior-fit-out-company-dubai': { gallery: 5, carousels: [11], benefitsHeading: true },
  'office-fit-out': { inlineForm: true, spaceUtilization: true, benefitsHeading: true },
  'retail-fit-out-solutions': { inlineForm: true, spaceUtilization: true, benefitsHeading: true },
  'fit-out-contractors': { inlineForm: true, benefitsHeading: true },
  'turnkey-interiors': { inlineForm: true, benefitsHeading: true },
  'restaurant-fit-out-dubai': { benefitsHeading: true },

  'commercial-interior-design-company-dubai': { process: 6 },
  'hotel-interior-design-services': { inlineForm: true },
  'cafe-interior-design-companies-in-dubai': { gallery: 4, faq: 5, inlineForm: true },
  'landscape-design': { gallery: 3, faq: 2 },
  'healthcare-interior-design': { gallery: 4, faq: 2 },
  'gym-interior-design': { gallery: 4, faq: 3 },
  'salon-interior-design': { gallery: 4, faq: 2 },
  'hospital-interior-design': { gallery: 4, faq: 2 },

  'residential-interior-design': { process: 4, carousels: [4, 4] },
  'apartment-interior-design': { gallery: 5, faq: 3, spaceUtilization: true },
  'renovation-services': { process: 4, faq: 4, carousels: [2, 6] },
  'bathroom-renovations-dubai': {},
  'kitchen-renovation-companies-in-dubai': {},
  'villa-renovation-companies-dubai': {},
  'painting-services': { process: 4, carousels: [3] },

  'joinery-solutions': { gallery: 4 },
  'wall-cladding': { gallery: 4 },
  'custom-made-furniture-dubai': { gallery: 4 },
  'pergola-manufacturer-in-dubai': { gallery: 4, types: 6, testimonials: 2 },
  'custom-closets-cabinets': { gallery: 4, spaceUtilization: true },
  'bed-headboards': { gallery: 4 },
  'wooden-flooring-in-dubai': { gallery: 5 },
  'exhibition-stand-design': { gallery: 4 },
}

export const serviceFacts: Record<string, ServiceFacts> = Object.fromEntries(
  serviceSlugs.map((slug) => [slug, { ...standard, ...differences[slug] }]),
)

export function factsOf(slug: string): ServiceFacts {
  const facts = serviceFacts[slug]
  if (!facts) throw new Error(`'${slug}' is not a service page`)
  return facts
}
