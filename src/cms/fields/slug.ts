import type { TextField } from 'payload'

const slugPattern = /^[a-z0-9]+(?:-+[a-z0-9]+)*$/

/** A unique URL segment: lowercase letters, digits and hyphens. */
export function slugField(name = 'slug', description = 'The address of the page: lowercase letters, digits and hyphens.'): TextField {
  return {
    name,
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description },
    validate: (value: string | null | undefined) =>
      (value && slugPattern.test(value)) || 'Use lowercase letters, digits and hyphens only.',
  }
}
