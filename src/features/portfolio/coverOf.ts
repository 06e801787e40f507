import { asMedia } from '@/lib/media'
import type { Media, Project } from '@/payload-types'

/** The picture that stands for a project on cards: its main picture, else its first photo, else its video's poster. */
export function coverOf(project: Project): Media | null {
  const video = project.video && typeof project.video === 'object' ? project.video : null
  return asMedia(project.mainImage) ?? asMedia(project.gallery?.[0]?.image) ?? asMedia(video?.poster)
}
