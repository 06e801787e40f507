import * as benefits from './benefits'
import * as contact from './contact'
import * as controls from './interface'

/** An SVG sprite of <symbol>s as a cacheable response, for pages to refer to with <use href="…#id">. */
export function spriteResponse(symbols: string[]) {
  return new Response(`<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}

/** Every UI icon's <symbol>, served once at uiSpritePath. */
export const uiSymbols = () => [...Object.values(controls), ...Object.values(contact), ...Object.values(benefits)].map((icon) => icon.symbol)
