import type { Media } from '@/payload-types'

/** What the lightbox needs to show one photo, at the sizes the media library made. */
export type LightboxSlide = {
  src: string
  alt: string
  width: number
  height: number
  srcSet: { src: string; width: number; height: number }[]
}

/** The uploads of a list that the lightbox can show: those with a file and its size. */
export function lightboxPhotos(images: { image: number | Media }[]): Media[] {
  return images.flatMap(({ image }) => (typeof image === 'object' && image.url && image.width && image.height ? [image] : []))
}

/**
 * The slide of a thumbnail (PhotoThumbnail), read from its picture: the files of its srcset, the
 * largest as `src` with its width and height, and its alt text. The page holds each fact once.
 */
export function slideOfThumbnail(image: HTMLImageElement): LightboxSlide {
  const width = Number(image.getAttribute('width'))
  const height = Number(image.getAttribute('height'))
  const srcSet = image.srcset
    ? image.srcset.split(', ').map((candidate) => {
        const [src, descriptor] = candidate.split(' ')
        const fileWidth = parseInt(descriptor!, 10)
        return { src: src!, width: fileWidth, height: Math.round((fileWidth * height) / width) }
      })
    : []
  return { src: image.getAttribute('src')!, alt: image.alt, width, height, srcSet }
}
