import type { Media } from '@/payload-types'

/** An upload field's value as a picture with a file, or null (not populated, empty, or no file). */
export const asMedia = (value: number | Media | null | undefined): Media | null =>
  value && typeof value === 'object' && value.url ? value : null
