import { pictureFiles } from '@/lib/media'
import type { Media } from '@/payload-types'

/** What the lightbox needs to show one photo, at the sizes the media library made. */
export type LightboxSlide = {
  src: string
  alt: string
  width: number
  height: number
  srcSet: { src: string; width: number; height: number }[]
}

export function lightboxSlide(media: Media): LightboxSlide | null {
  if (!media.url || !media.width || !media.height) return null
  return {
    src: media.url,
    alt: media.alt,
    width: media.width,
    height: media.height,
    srcSet: pictureFiles(media).map(({ url, width, height }) => ({ src: url, width, height })),
  }
}

/** The photos of a list of uploads that the lightbox can show, each with its slide. */
export function lightboxPhotos(images: { image: number | Media }[]): { media: Media; slide: LightboxSlide }[] {
  return images.flatMap(({ image }) => {
    const slide = typeof image === 'object' ? lightboxSlide(image) : null
    return slide ? [{ media: image as Media, slide }] : []
  })
}
