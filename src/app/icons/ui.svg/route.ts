import { spriteResponse } from '@/components/icons/sprite'
import { uiSymbols } from '@/components/icons/uiSprite'

export const dynamic = 'force-static'

/** The UI icons as one cacheable SVG sprite (see icons/icon.tsx). */
export function GET() {
  return spriteResponse(uiSymbols())
}
