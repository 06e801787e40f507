import { sitemapEntries } from '@/features/seo/sitemap'

/** Refreshed when a document is published or changed (a scheduled post too); hourly at the latest. */
export const revalidate = 3600

export default sitemapEntries
