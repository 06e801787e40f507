import { SectionHeading } from '@/components/SectionHeading'
import { LightboxGroup } from '@/components/lightbox/LightboxGroup'
import { PhotoThumbnail } from '@/components/lightbox/PhotoThumbnail'
import { lightboxPhotos } from '@/components/lightbox/slides'
import { photoGrid } from '@/lib/balancedGrid'
import type { GalleryBlock } from '@/payload-types'
import { words } from '@/features/site/words'

/** Thumbnails of one aspect ratio; each opens the lightbox on its photo, the group browsable with the arrows. */
export function Gallery({ block }: { block: GalleryBlock }) {
  const photos = lightboxPhotos(block.images)
  const headingId = `gallery-${block.id}`
  const grid = photoGrid(photos.length)
  const t = words()
  return (
    <section aria-labelledby={headingId} className="wrap py-16">
      <SectionHeading id={headingId} heading={block.heading} intro={block.intro} />
      <LightboxGroup labels={t.lightbox}>
        <ul aria-label={t.gallery.label} className={`mt-8 gap-3 sm:gap-4 ${grid.list}`}>
          {photos.map((media, index) => (
            <li key={media.id} className={index === 0 ? grid.lead : undefined}>
              <PhotoThumbnail media={media} index={index} label={t.gallery.openPhoto(index + 1, photos.length)} sizes={index === 0 && grid.lead ? '(min-width: 64rem) 26rem, 100vw' : '(min-width: 64rem) 26rem, 50vw'} />
            </li>
          ))}
        </ul>
      </LightboxGroup>
    </section>
  )
}
