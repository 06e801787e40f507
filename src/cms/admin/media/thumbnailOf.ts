type SizeLike = { url?: string | null; width?: number | null; height?: number | null }

/** An upload document as the admin's lists hold it (only what a thumbnail needs). */
export type UploadLike = {
  url?: string | null
  thumbnailURL?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, SizeLike | undefined> | null
}

/**
 * The file to show for an upload in the admin's lists: its admin thumbnail (the collection's
 * `adminThumbnail` size), else its smallest derived size, else (an SVG, which has none) the file itself.
 */
export function thumbnailOf(doc: UploadLike): SizeLike {
  const sizes = Object.values(doc.sizes ?? {}).filter((size): size is SizeLike => Boolean(size?.url))
  const smallest = sizes.sort((a, b) => (a.width ?? Infinity) - (b.width ?? Infinity))[0]
  if (doc.thumbnailURL) return sizes.find((size) => size.url === doc.thumbnailURL) ?? { url: doc.thumbnailURL }
  return smallest ?? { url: doc.url, width: doc.width, height: doc.height }
}
