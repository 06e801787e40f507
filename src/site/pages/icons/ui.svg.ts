/** The UI icons as one cacheable SVG sprite (see components/icons/icon.tsx). */
import { spriteResponse } from '@/components/icons/sprite'
import { uiSymbols } from '@/components/icons/uiSprite'

export const GET = () => spriteResponse(uiSymbols())
