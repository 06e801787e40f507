import type { Payload } from 'payload'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import { demoAuthors, type AuthorKey } from '../blogAuthors'
import { demoCategories, type CategorySlug } from '../blogCategories'
import type { DemoPictures } from './images'

/** A portrait's size: square, as the post shows it (round), drawn wide enough for the smallest size the media library makes. */
const portraitShape = { width: 480, height: 480 }

/** The demo blog's authors, each with a drawn portrait, created unless one of that name exists; their ids by key. */
export async function seedAuthors(payload: Payload, picture: DemoPictures): Promise<Record<AuthorKey, number>> {
  const ids = {} as Record<AuthorKey, number>
  for (const author of demoAuthors) {
    const { docs } = await payload.find({ collection: 'authors', where: { name: { equals: author.name } }, limit: 1, depth: 0, locale: 'en' })
    const photo = await picture(`author-${author.key}`, author.photoAlt, 'portrait', portraitShape)
    ids[author.key] =
      docs[0]?.id ??
      (
        await payload.create({
          collection: 'authors',
          context: skipRevalidation,
          data: { name: author.name, role: author.role, bio: author.bio, photo },
        })
      ).id
  }
  return ids
}

/** The demo blog's categories, created unless one has the address; their ids by slug. */
export async function seedCategories(payload: Payload): Promise<Record<CategorySlug, number>> {
  const ids = {} as Record<CategorySlug, number>
  for (const [index, category] of demoCategories.entries()) {
    const { docs } = await payload.find({ collection: 'categories', where: { slug: { equals: category.slug } }, limit: 1, depth: 0 })
    ids[category.slug] =
      docs[0]?.id ??
      (
        await payload.create({
          collection: 'categories',
          context: skipRevalidation,
          data: { name: category.name, slug: category.slug, description: category.description, order: index + 1 },
        })
      ).id
  }
  return ids
}
