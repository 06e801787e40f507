import { sitemapEntries } from '@/features/seo/sitemap'

/** Refreshed when a document changes; also regenerated on a timer for scheduled posts. */
export const revalidate = 600

export default sitemapEntries
