import { getImageProps } from 'next/image'

import type { Media } from '@/payload-types'

type Props = {
  media: number | Media | null | undefined
  sizes: string
  className?: string
  /** Overrides the picture's own alt text (e.g. '' when a button around it names it). */
  alt?: string
  /**
   * The page's largest picture (its LCP): loaded eagerly with high priority. Not preloaded with
   * react-dom's preload(): the hint would travel in every prefetch of the page and fetch banners of
   * pages the visitor never opens.
   */
  priority?: boolean
  fill?: boolean
}

/**
 * A picture from the media library, optimised by Next (AVIF/WebP, responsive sizes, width and
 * height set so nothing shifts), rendered as a plain <img> on the server: no image code is sent
 * to the browser.
 */
export function MediaImage({ media, sizes, className, alt, priority = false, fill = false }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const dimensions = fill ? { fill: true } : { width: media.width ?? 1600, height: media.height ?? 900 }
  const { props } = getImageProps({
    src: media.url,
    alt: alt ?? media.alt,
    sizes,
    className,
    loading: priority ? 'eager' : 'lazy',
    ...dimensions,
  })
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives the optimised attributes, alt included
  return <img {...props} fetchPriority={priority ? 'high' : undefined} />
}
