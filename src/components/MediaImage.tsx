import Image from 'next/image'

import type { Media } from '@/payload-types'

type Props = {
  media: number | Media | null | undefined
  sizes: string
  className?: string
  /** The page's largest picture (its LCP): fetched first. */
  priority?: boolean
  fill?: boolean
}

/** A picture from the media library through next/image (AVIF/WebP, responsive, no layout shift). */
export function MediaImage({ media, sizes, className, priority = false, fill = false }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const dimensions = fill ? { fill: true } : { width: media.width ?? 1600, height: media.height ?? 900 }
  return (
    <Image
      src={media.url}
      alt={media.alt}
      sizes={sizes}
      className={className}
      {...(priority ? { preload: true, fetchPriority: 'high' as const, loading: 'eager' as const } : {})}
      {...dimensions}
    />
  )
}
