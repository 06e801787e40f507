import NotFound, { metadata as notFoundMetadata } from '../not-found'

/**
 * SPEC's not-found helper sends browsers here. Rendered as a page, not by notFound(): Next 16 writes
 * a page that calls notFound() as an empty document whose not-found content only scripts draw
 * (vercel/next.js#98295), so the server answers every missing page with this page's HTML and a 404
 * status, this address included (src/server/pageCache.mjs).
 */
export const metadata = notFoundMetadata

export default NotFound
