import { MediaImage } from '@/components/MediaImage'
import type { Media } from '@/payload-types'
import { words } from '@/features/site/words'

/**
 * A thumbnail of one 4:3 ratio; inside a LightboxGroup it opens the lightbox on photo `index`. Its
 * name is "Open photo 3 of 12: " (in the page's language) and the picture's alt text, which the lightbox reuses as caption.
 */
export function PhotoThumbnail({ media, index, count, sizes }: { media: Media; index: number; count: number; sizes: string }) {
  return (
    <button type="button" data-slide={index} className="group block aspect-[4/3] w-full overflow-hidden rounded-md bg-stone">
      <span className="sr-only">{words().gallery.openPhoto(index + 1, count)}</span>
      <MediaImage
        media={media}
        sizes={sizes}
        className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
      />
    </button>
  )
}
