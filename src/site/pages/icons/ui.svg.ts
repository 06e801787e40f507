/** The UI icons as one cacheable SVG sprite (see components/icons/icon.tsx). */
import { spriteResponse, uiSymbols } from '@/components/icons/sprite'

export const GET = () => spriteResponse(uiSymbols())
