'use client'

import { type ImgHTMLAttributes, useContext } from 'react'

import { PreloadHints } from './preloadHints'

/**
 * A page's largest picture, loaded at once with high priority and preloaded from the head
 * (PreloadHints). A client component on purpose: React turns an eager <img> of a server component into a
 * preload hint in the page's RSC payload, and the payload also travels in the prefetches of every
 * page linking here, whose visitors would then fetch this picture for a page they may never open.
 * Rendered here, the picture is in this page's HTML (with its own preload) and nowhere else.
 */
export function EagerImage(props: ImgHTMLAttributes<HTMLImageElement>) {
  const hint = useContext(PreloadHints)
  if (hint && typeof props.src === 'string') hint({ src: props.src, srcSet: props.srcSet, sizes: props.sizes })
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the alt text is among the props
  return <img {...props} loading="eager" fetchPriority="high" />
}
