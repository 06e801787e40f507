import type { Media } from '@/payload-types'

/** An upload field's value as a picture with a file, or null (not populated, empty, or no file). */
export const asMedia = (value: number | Media | null | undefined): Media | null =>
  value && typeof value === 'object' && value.url ? value : null

export type PictureFile = { url: string; width: number; height: number }

/**
 * The files a picture can be shown from, narrowest first, one per width: the sizes the media library
 * made at upload (WebP at 480, 960 and up to 1920 px wide), and the uploaded file itself only when
 * no size came of it (an SVG, or a picture uploaded before the sizes existed).
 */
export function pictureFiles(media: Media): PictureFile[] {
  const sizes = Object.values(media.sizes ?? {}).filter(
    (size): size is PictureFile => !!size?.url && !!size.width && !!size.height,
  )
  const original = media.url && media.width && media.height ? [{ url: media.url, width: media.width, height: media.height }] : []
  const widest = Math.max(0, ...sizes.map((size) => size.width))
  const files = [...sizes, ...original.filter((file) => file.width > widest)].sort((a, b) => a.width - b.width)
  return files.filter((file, index) => file.width !== files[index - 1]?.width)
}
