/** The portfolio's former address, kept for old links: permanently at /portfolio. */
import type { APIRoute } from 'astro'

import { portfolioIndexPath } from '@/lib/routes'

export const GET: APIRoute = ({ redirect }) => redirect(portfolioIndexPath, 308)
