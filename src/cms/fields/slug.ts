import type { TextField } from 'payload'

const slugPattern = /^[a-z0-9]+(?:-+[a-z0-9]+)*$/

/** Whether `value` can be the slug of a document: a lookup of anything else finds nothing. */
export const isSlug = (value: string) => value.length <= 200 && slugPattern.test(value)

/** A unique URL segment: lowercase letters, digits and hyphens, none of the `reserved` words. */
export function slugField(
  name = 'slug',
  description = 'The address of the page: lowercase letters, digits and hyphens.',
  reserved: readonly string[] = [],
): TextField {
  return {
    name,
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description },
    validate: (value: string | null | undefined) => {
      if (!value || !isSlug(value)) return 'Use lowercase letters, digits and hyphens only.'
      return reserved.includes(value) ? `The address '${value}' is taken by the site.` : true
    },
  }
}
