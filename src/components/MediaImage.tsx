import { asMedia, pictureFiles } from '@/lib/media'
import type { Media } from '@/payload-types'
import { EagerImage } from './EagerImage'

type Props = {
  media: number | Media | null | undefined
  /** The width the picture takes in the layout, so the browser picks the smallest file that fills it. */
  sizes: string
  className?: string
  /** Overrides the picture's own alt text (e.g. '' when a button around it names it). */
  alt?: string
  /** The page's largest picture (its LCP): loaded at once with high priority (see EagerImage). */
  priority?: boolean
  /** Fills its positioned parent (which sets the shape) instead of taking the picture's own. */
  fill?: boolean
}

/**
 * A picture from the media library as a plain <img> rendered on the server: the WebP sizes made at
 * upload in its srcset, served as files (nothing is resized while a visitor waits), width and height
 * set so nothing shifts. No image code is sent to the browser.
 */
export function MediaImage({ media, sizes, className, alt, priority = false, fill = false }: Props) {
  const picture = asMedia(media)
  if (!picture) return null
  const files = pictureFiles(picture)
  const largest = files.at(-1)
  const props = {
    src: largest?.url ?? picture.url!,
    srcSet: files.length > 1 ? files.map((file) => `${file.url} ${file.width}w`).join(', ') : undefined,
    sizes: files.length > 1 ? sizes : undefined,
    alt: alt ?? picture.alt,
    ...(fill ? { className: `absolute inset-0 size-full ${className ?? ''}` } : { className, width: largest?.width, height: largest?.height }),
  }
  if (priority) return <EagerImage {...props} />
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the alt text is among the props
  return <img {...props} loading="lazy" />
}
