/**
 * The kinds of file the media library holds, each with the formats an editor may upload as it. The
 * library filters by kind (a field set from the file's format), and its uploads accept these formats.
 */
export const mediaKinds = {
  picture: { label: 'Picture', plural: 'Pictures', mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] },
  drawing: { label: 'Drawing (SVG)', plural: 'Drawings (SVG)', mimeTypes: ['image/svg+xml'] },
} as const satisfies Record<string, { label: string; plural: string; mimeTypes: readonly string[] }>

export type MediaKind = keyof typeof mediaKinds

export const mediaKindNames = Object.keys(mediaKinds) as MediaKind[]

export const mediaMimeTypes: string[] = mediaKindNames.flatMap((kind) => mediaKinds[kind].mimeTypes)

export const mediaKindOptions = mediaKindNames.map((kind) => ({ value: kind, label: mediaKinds[kind].label }))

/** The kind of a file of format `mimeType`, or none for a format the library does not take. */
export const kindOfMimeType = (mimeType: unknown): MediaKind | undefined =>
  mediaKindNames.find((kind) => (mediaKinds[kind].mimeTypes as readonly string[]).includes(String(mimeType)))
