import { MediaImage } from '@/components/MediaImage'
import { SectionHeading } from '@/components/SectionHeading'
import { LightboxGroup } from '@/components/lightbox/LightboxGroup'
import { lightboxSlide } from '@/components/lightbox/slides'
import type { GalleryBlock, Media } from '@/payload-types'

/** Thumbnails of one aspect ratio; each opens the lightbox on its photo, the group browsable with the arrows. */
export function Gallery({ block }: { block: GalleryBlock }) {
  const photos = block.images.flatMap(({ image }) => {
    const slide = typeof image === 'object' ? lightboxSlide(image) : null
    return slide ? [{ media: image as Media, slide }] : []
  })
  const slides = photos.map(({ slide }) => slide)
  const headingId = `gallery-${block.id}`
  return (
    <section aria-labelledby={headingId} className="wrap py-16">
      <SectionHeading id={headingId} heading={block.heading} intro={block.intro} />
      <LightboxGroup slides={slides}>
        <ul aria-label="Gallery" className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {photos.map(({ media, slide }, index) => (
            <li key={slide.src}>
              <button
                type="button"
                data-slide={index}
                aria-label={`Open photo ${index + 1} of ${slides.length}: ${slide.alt}`}
                className="group block aspect-[4/3] w-full overflow-hidden rounded-md bg-stone"
              >
                <MediaImage
                  media={media}
                  alt=""
                  sizes="(min-width: 64rem) 26rem, 50vw"
                  className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              </button>
            </li>
          ))}
        </ul>
      </LightboxGroup>
    </section>
  )
}
