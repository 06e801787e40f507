import { type FieldHook, slugField as payloadSlugField, type PayloadRequest, type RowField, type TextField } from 'payload'

import { defaultLocale } from '@/lib/locales'
import { sameInEveryLanguage } from '../localization/localizeWords'

const slugPattern = /^[a-z0-9]+(?:-+[a-z0-9]+)*$/
const maxLength = 200

/** Whether `value` can be the slug of a document: a lookup of anything else finds nothing. */
export const isSlug = (value: string) => value.length <= maxLength && slugPattern.test(value)

/** A slug made of a title: 'Café & Bar Design' -> 'cafe-and-bar-design' (accents dropped, anything else a hyphen). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '')
}

/** The address a value makes: an address as it is (written by the editor or the seed), a title slugified. */
const addressOf = (value: unknown) => (typeof value !== 'string' ? undefined : isSlug(value) ? value : slugify(value) || undefined)

/**
 * Payload's hook that makes the slug from the title, run only on saves in the default language: an
 * address is one for both languages, made from the English title (an Arabic one would make none).
 * Payload stops making it once an autosaved draft has a third version, even when none of them had a
 * title yet: a document still without an address gets one from its title on any save, so that an
 * editor who typed slowly can still publish.
 */
// internals: slug-field-row
function madeInDefaultLanguageOnly(generate: RowField['fields'][number], name: string, madeFrom: string): RowField['fields'][number] {
  if (!('hooks' in generate) || !generate.hooks?.beforeChange) return generate
  const beforeChange = generate.hooks.beforeChange.map((hook): FieldHook => async (args) => {
    if (args.req.locale && args.req.locale !== defaultLocale) return args.value
    const generating = await hook(args)
    const data = args.data as Record<string, unknown> | undefined
    const stillWithout = data && !data[name] && !args.originalDoc?.[name] && addressOf(data[madeFrom])
    if (!stillWithout) return generating
    data[name] = stillWithout
    return false
  })
  return { ...generate, hooks: { ...generate.hooks, beforeChange } } as RowField['fields'][number]
}

export type SlugCheck = (
  value: string,
  context: { id?: number | string; previousValue?: string | null; req: PayloadRequest },
) => Promise<string | true> | string | true

const refusing = (reserved: readonly string[]): SlugCheck => (value) =>
  reserved.includes(value) ? `The address '${value}' is taken by the site.` : true

/**
 * A unique URL segment, filled from the title when the document is first saved (Payload's slug
 * field: locked until the editor unlocks it to write their own), then kept: an address that is
 * live does not change unless the editor changes it. `check` refuses what a collection reserves.
 */
export function slugField(
  name = 'slug',
  description = 'The address of the page: lowercase letters, digits and hyphens.',
  check: readonly string[] | SlugCheck = [],
  madeFrom = 'title',
): RowField {
  const checkOf = typeof check === 'function' ? check : refusing(check)
  return sameInEveryLanguage(payloadSlugField({
    name,
    useAsSlug: madeFrom,
    // An address written by the editor (or the seed) is kept as it is: only a title is made into one.
    slugify: ({ valueToSlugify }) => addressOf(valueToSlugify),
    overrides: (row) => {
      const [generate, slug] = row.fields as [RowField['fields'][number], TextField]
      return {
        ...row,
        fields: [
          madeInDefaultLanguageOnly(generate, name, madeFrom),
          {
            ...slug,
            // 'Address' is also the lists' column and the search box's word for it; the description says how it is made.
            label: 'Address',
            admin: {
              ...slug.admin,
              description: `${description} Made from the ${madeFrom} on first save; Unlock to write your own.`,
              components: { Field: { ...(slug.admin?.components?.Field as object), path: '@/cms/admin/AddressField#AddressField' } },
            },
            validate: (value: string | null | undefined, { event, id, previousValue, req }) => {
              // A new document's address is made from its title on save, after the editor types.
              if (!value) return event === 'onChange' ? true : 'Give it an address, or a title to make one from.'
              if (!isSlug(value)) return 'Use lowercase letters, digits and hyphens only.'
              return checkOf(value, { id, previousValue: previousValue as string | null | undefined, req })
            },
          } as TextField,
        ],
      }
    },
  }))
}
