/**
 * The data side of the sectors migration, shared by both adapters' migrations: the sectors the
 * projects are in (the select's values when sectors came, frozen here) become documents of the
 * new collection, and each project points to its own.
 */
const formerSectors = [
  { slug: 'residential', name: 'Residential' },
  { slug: 'commercial', name: 'Commercial' },
  { slug: 'retail', name: 'Retail' },
  { slug: 'hospitality', name: 'Hospitality' },
  { slug: 'healthcare', name: 'Healthcare' },
  { slug: 'sports-and-leisure', name: 'Sports and leisure' },
]

/** Run after the sectors table and projects.sector_id exist, before projects.sector is dropped. */
export const sectorsDataStatements = (adapter: 'sqlite' | 'postgres'): string[] => {
  const no = adapter === 'sqlite' ? '0' : 'false'
  const asText = adapter === 'postgres' ? '::text' : '' // PostgreSQL's column is an enum
  return [
    ...formerSectors.map(
      ({ slug, name }, index) =>
        `INSERT INTO sectors (name, generate_slug, slug, "order") SELECT '${name}', ${no}, '${slug}', ${index + 1} ` +
        `WHERE EXISTS (SELECT 1 FROM projects WHERE sector = '${slug}')`,
    ),
    `UPDATE projects SET sector_id = (SELECT id FROM sectors WHERE sectors.slug = projects.sector${asText})`,
  ]
}
