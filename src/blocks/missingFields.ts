import type { Block, Field } from 'payload'

import { pageBlocks } from './configs'

const blocksBySlug = new Map(pageBlocks.map((block) => [block.slug, block]))

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

const capitalized = (words: string) => words[0]!.toUpperCase() + words.slice(1)

/** The name an editor knows a field by: its label, a list's name for its rows, else its name in words ('ctaLabel' → 'Cta label'). */
function labelOf(field: { name: string; type: string; label?: unknown; labels?: { plural?: unknown } }): string {
  const { label } = field
  if (typeof label === 'string') return label
  if (label && typeof label === 'object' && typeof (label as { en?: unknown }).en === 'string') return (label as { en: string }).en
  if (field.type === 'array' && typeof field.labels?.plural === 'string') return capitalized(field.labels.plural)
  return capitalized(field.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())
}

/** The labels of the fields in `fields` that `data` leaves empty though they are required, or below their least number of rows. */
function missingIn(fields: readonly Field[], data: Record<string, unknown> | null | undefined): string[] {
  const missing: string[] = []
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') missing.push(...missingIn(field.fields, data))
    else if (field.type === 'tabs') {
      for (const tab of field.tabs) missing.push(...missingIn(tab.fields, 'name' in tab && tab.name ? (data?.[tab.name] as Record<string, unknown>) : data))
    } else if ('name' in field && field.type !== 'ui') {
      const value = data?.[field.name]
      const rows = Array.isArray(value) ? value : []
      if (('required' in field && field.required && isEmpty(value)) || ('minRows' in field && typeof field.minRows === 'number' && rows.length < field.minRows)) {
        missing.push(labelOf(field))
      } else if (field.type === 'group') missing.push(...missingIn(field.fields, value as Record<string, unknown>))
      else if (field.type === 'array') for (const row of rows) missing.push(...missingIn(field.fields, row as Record<string, unknown>))
    }
  }
  return [...new Set(missing)]
}

/**
 * What a section of a page still needs before it can be shown: the labels of its required fields
 * left empty (a draft is saved without its checks, so the editor's half-filled section reaches the
 * preview), and the section's own name. Nothing missing: an empty list.
 */
export function missingFieldsOf(block: { blockType: string }): { section: string; missing: string[] } {
  const config: Block | undefined = blocksBySlug.get(block.blockType)
  const section = typeof config?.labels?.singular === 'string' ? config.labels.singular : block.blockType
  return { section, missing: config ? missingIn(config.fields, block as Record<string, unknown>) : [] }
}
