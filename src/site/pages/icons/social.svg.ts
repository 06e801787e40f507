/** The social icons as one cacheable SVG sprite, so pages reference them instead of inlining paths. */
import { socialSymbols } from '@/components/icons/social'
import { spriteResponse } from '@/components/icons/sprite'

export const GET = () => spriteResponse(socialSymbols())
