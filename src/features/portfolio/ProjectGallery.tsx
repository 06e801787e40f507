import { Carousel } from '@/components/carousel/Carousel'
import { LightboxGroup } from '@/components/lightbox/LightboxGroup'
import { PhotoThumbnail } from '@/components/lightbox/PhotoThumbnail'
import { lightboxPhotos } from '@/components/lightbox/slides'
import type { Project } from '@/payload-types'

/** The project's photos as thumbnails in a carousel; each opens the lightbox on the group. */
export function ProjectGallery({ project }: { project: Project }) {
  const photos = lightboxPhotos(project.gallery ?? [])
  if (photos.length === 0) return null
  return (
    <LightboxGroup slides={photos.map(({ slide }) => slide)}>
      <Carousel label={`Photos of ${project.title}`} listLabel="Gallery">
        {photos.map(({ media, slide }, index) => (
          <li key={slide.src} className="min-w-0 shrink-0 grow-0 basis-1/2 pl-5 sm:basis-1/3 lg:basis-1/4">
            <PhotoThumbnail
              media={media}
              index={index}
              count={photos.length}
              sizes="(min-width: 64rem) 18rem, (min-width: 40rem) 33vw, 50vw"
            />
          </li>
        ))}
      </Carousel>
    </LightboxGroup>
  )
}
