import type { APIRoute } from 'astro'

import { robotsTxt } from '@/features/seo/robots'

export const GET: APIRoute = () => new Response(robotsTxt(), { headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'public, max-age=0, must-revalidate' } })
