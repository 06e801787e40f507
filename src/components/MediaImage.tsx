import { getImageProps } from 'next/image'

import type { Media } from '@/payload-types'
import { EagerImage } from './EagerImage'

type Props = {
  media: number | Media | null | undefined
  sizes: string
  className?: string
  /** Overrides the picture's own alt text (e.g. '' when a button around it names it). */
  alt?: string
  /** The page's largest picture (its LCP): loaded at once with high priority (see EagerImage). */
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
  if (priority) return <EagerImage {...props} />
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives the optimised attributes, alt included
  return <img {...props} />
}
