/** An SVG sprite of <symbol>s as a cacheable response, for pages to refer to with <use href="…#id">. */
export function spriteResponse(symbols: string[]) {
  return new Response(`<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
