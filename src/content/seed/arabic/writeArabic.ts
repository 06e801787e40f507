import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import { skipRevalidation } from '@/cms/hooks/revalidate'

/**
 * Saves a document's Arabic words unless it has some: the demo content never writes over an
 * editor's Arabic. `arabicOf` builds them from the document as read in English (depth 0).
 */
export async function writeArabic<T extends Record<string, unknown>>(
  payload: Payload,
  collection: CollectionSlug,
  english: T & { id: number | string; arabic?: string | null },
  arabicOf: (english: T) => Record<string, unknown>,
): Promise<void> {
  if (english.arabic && english.arabic !== 'missing') return
  await payload.update({ collection, id: english.id, locale: 'ar', data: arabicOf(english) as never, context: skipRevalidation })
}

/** The same, for a global (company details, menus). */
export async function writeArabicGlobal(payload: Payload, slug: GlobalSlug, arabicOf: (english: Record<string, unknown>) => Record<string, unknown>) {
  const english = (await payload.findGlobal({ slug, depth: 0, locale: 'en' })) as unknown as Record<string, unknown>
  if (english.arabic && english.arabic !== 'missing') return
  await payload.updateGlobal({ slug, locale: 'ar', data: arabicOf(english) as never, context: skipRevalidation })
}

/** A picture's alt text in Arabic, unless it has one. */
export async function describePictureInArabic(payload: Payload, id: number | string | null | undefined, alt: string): Promise<void> {
  if (id === null || id === undefined) return
  const picture = await payload.findByID({ collection: 'media', id, depth: 0, locale: 'en' })
  await writeArabic(payload, 'media', picture as never, () => ({ alt }))
}
