import { socialSprite } from '@/components/icons/social'

export const dynamic = 'force-static'

/** The social icons as one cacheable SVG sprite, so pages reference them instead of inlining paths. */
export function GET() {
  return new Response(socialSprite(), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
