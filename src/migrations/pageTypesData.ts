/**
 * The data side of the page-types migration, shared by both adapters' migrations: documents saved
 * before it keep their addresses (the slug is generated only for new ones), the demo's service
 * pages become pages of type service, and menu rows typed before links could pick a page keep
 * their typed address.
 */

/** The service pages of the demo content when page types came, frozen here as the migration must be. */
const demoServiceSlugs = [
  'interior-fit-out-company-dubai',
  'office-fit-out',
  'retail-fit-out-solutions',
  'fit-out-contractors',
  'turnkey-interiors',
  'restaurant-fit-out-dubai',
  'commercial-interior-design-company-dubai',
  'hotel-interior-design-services',
  'cafe-interior-design-companies-in-dubai',
  'landscape-design',
  'healthcare-interior-design',
  'gym-interior-design',
  'salon-interior-design',
  'hospital-interior-design',
  'residential-interior-design',
  'apartment-interior-design',
  'renovation-services',
  'bathroom-renovations-dubai',
  'kitchen-renovation-companies-in-dubai',
  'villa-renovation-companies-dubai',
  'painting-services',
  'joinery-solutions',
  'wall-cladding',
  'custom-made-furniture-dubai',
  'pergola-manufacturer-in-dubai',
  'custom-closets-cabinets',
  'bed-headboards',
  'wooden-flooring-in-dubai',
  'exhibition-stand-design',
]

const quoted = demoServiceSlugs.map((slug) => `'${slug}'`).join(', ')

export const pageTypesDataStatements = (adapter: 'sqlite' | 'postgres'): string[] => {
  const no = adapter === 'sqlite' ? '0' : 'false'
  return [
    `UPDATE pages SET generate_slug = ${no}`,
    `UPDATE projects SET generate_slug = ${no}`,
    `UPDATE posts SET generate_slug = ${no}`,
    `UPDATE _posts_v SET version_generate_slug = ${no}`,
    `UPDATE pages SET page_type = 'service' WHERE slug IN (${quoted})`,
    ...['navigation_main_menu', 'navigation_main_menu_groups_links', 'navigation_footer_links'].map(
      (table) => `UPDATE ${table} SET target = 'address'`,
    ),
  ]
}
