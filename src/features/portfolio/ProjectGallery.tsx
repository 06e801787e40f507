import { Carousel } from '@/components/carousel/Carousel'
import { LightboxGroup } from '@/components/lightbox/LightboxGroup'
import { PhotoThumbnail } from '@/components/lightbox/PhotoThumbnail'
import { lightboxPhotos } from '@/components/lightbox/slides'
import type { Project } from '@/payload-types'
import { words } from '@/features/site/words'

/** A photo's caption: its description (alt text), without the project's name when it starts with it. */
export function captionOf(alt: string, projectTitle: string): string {
  const prefix = `${projectTitle}: `
  const caption = alt.startsWith(prefix) ? alt.slice(prefix.length) : alt
  return caption.charAt(0).toUpperCase() + caption.slice(1)
}

/** The project's photos as captioned thumbnails in a carousel; each opens the lightbox on the group. */
export function ProjectGallery({ project }: { project: Project }) {
  const photos = lightboxPhotos(project.gallery ?? [])
  if (photos.length === 0) return null
  const t = words()
  return (
    <section aria-labelledby="gallery-title">
      <h2 id="gallery-title" className="mb-6 font-display text-3xl">
        {t.gallery.label}
      </h2>
      <LightboxGroup labels={t.lightbox}>
        <Carousel label={t.gallery.photosOf(project.title)} listLabel={t.gallery.label}>
          {photos.map((media, index) => (
            <li key={media.id} className="min-w-0 shrink-0 grow-0 basis-4/5 ps-5 sm:basis-1/2 lg:basis-1/3">
              <figure>
                <PhotoThumbnail
                  media={media}
                  index={index}
                  label={t.gallery.openPhoto(index + 1, photos.length)}
                  sizes="(min-width: 64rem) 26rem, (min-width: 40rem) 50vw, 80vw"
                />
                <figcaption className="mt-3 text-sm text-ink-soft">{captionOf(media.alt, project.title)}</figcaption>
              </figure>
            </li>
          ))}
        </Carousel>
      </LightboxGroup>
    </section>
  )
}
