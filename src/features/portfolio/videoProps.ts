import type { Project } from '@/payload-types'

/** What ProjectVideo needs from a project's video document, or null when it has none. */
export function videoOf(project: Project) {
  const video = project.video
  if (!video || typeof video !== 'object' || !video.url) return null
  const poster = typeof video.poster === 'object' ? (video.poster?.sizes?.wide?.url ?? video.poster?.url ?? undefined) : undefined
  return {
    src: video.url,
    poster,
    title: video.title,
    width: video.videoWidth,
    height: video.videoHeight,
    feature: project.videoDisplay === 'feature',
  }
}
