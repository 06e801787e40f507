import { MediaImage } from '@/components/MediaImage'
import type { Media } from '@/payload-types'

/**
 * A thumbnail of one 4:3 ratio; inside a LightboxGroup it opens the lightbox on photo `index`. Its
 * name is `label` ("Open photo 3 of 12: ", in the page's language) and the picture's alt text, which the lightbox reuses as caption.
 */
export function PhotoThumbnail({ media, index, label, sizes }: { media: Media; index: number; label: string; sizes: string }) {
  return (
    <button type="button" data-slide={index} className="group block aspect-[4/3] w-full overflow-hidden rounded-md bg-stone">
      <span className="sr-only">{label}</span>
      <MediaImage
        media={media}
        sizes={sizes}
        className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
      />
    </button>
  )
}
