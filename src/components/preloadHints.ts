import { createContext } from 'react'

/** A picture the page needs at once (its LCP), to preload from the head. */
export type ImageHint = { src: string; srcSet?: string; sizes?: string }

/**
 * Where the page's eager pictures announce themselves, for the document's head to preload them: the
 * Astro layout provides it (src/site/server/hoistedHints.ts); React's own preload of an eager <img>
 * does it elsewhere, and in the browser there is nothing to announce.
 */
// internals: first-picture-preloads
export const PreloadHints = createContext<((hint: ImageHint) => void) | null>(null)
