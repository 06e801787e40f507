import type { Field } from 'payload'

type Data = Record<string, unknown>

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)
const rowsOf = (value: unknown): Data[] => (Array.isArray(value) ? value.filter(isData) : [])

type Leaf = Field & { name: string }

/**
 * Visits the fields of `data` that hold values, however deep, in the order of its fields: `leaf`
 * gets each named field that is localized or holds no fields of its own; `row` each row of a list
 * or sections field that is not localized.
 */
function visit(fields: Field[], data: unknown, leaf: (field: Leaf, value: unknown) => void, row: (value: Data) => void) {
  if (!isData(data)) return
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) visit(tab.fields, 'name' in tab && tab.name ? data[tab.name] : data, leaf, row)
    } else if (!('name' in field)) {
      if ('fields' in field) visit(field.fields, data, leaf, row)
    } else if ('localized' in field && field.localized) {
      leaf(field, data[field.name])
    } else if (field.type === 'group') {
      visit(field.fields, data[field.name], leaf, row)
    } else if (field.type === 'array') {
      for (const value of rowsOf(data[field.name])) {
        row(value)
        visit(field.fields, value, leaf, row)
      }
    } else if (field.type === 'blocks') {
      for (const value of rowsOf(data[field.name])) {
        row(value)
        const block = (field.blocks ?? []).find((candidate) => candidate.slug === value.blockType)
        if (block) visit(block.fields, value, leaf, row)
      }
    } else {
      leaf(field, data[field.name])
    }
  }
}

const isLocalized = (field: Field) => 'localized' in field && Boolean(field.localized)

/**
 * The values of a document's localized fields, in the order of its fields, however deep: what an
 * editor wrote in the language `data` was read in. Two reads with the same words give equal lists.
 */
export function wordsOf(fields: Field[], data: unknown): unknown[] {
  const words: unknown[] = []
  visit(fields, data, (field, value) => isLocalized(field) && words.push(value ?? null), () => {})
  return words
}

/** A relation as its id, whether it was read populated or not. */
const idOf = (value: unknown): unknown => {
  if (isData(value) && 'relationTo' in value) return `${String(value.relationTo)}:${String(idOf(value.value))}`
  return isData(value) && 'id' in value ? value.id : value
}

/**
 * What a document holds the same in every language, however deep: its other fields' values (a
 * relation by its id), and the rows of its lists and sections in their order. The fields named in
 * `ignored` (the time of the save, say) are left out.
 */
export function factsOf(fields: Field[], data: unknown, ignored: ReadonlySet<string> = new Set()): unknown[] {
  const facts: unknown[] = []
  visit(
    fields,
    data,
    (field, value) => {
      if (isLocalized(field) || ignored.has(field.name)) return
      const related = field.type === 'relationship' || field.type === 'upload'
      facts.push(related ? (Array.isArray(value) ? value.map(idOf) : idOf(value)) ?? null : value ?? null)
    },
    (row) => facts.push(row.id ?? null, row.blockType ?? null),
  )
  return facts
}

/** Whether a value holds no words: nothing, an empty string or list, or rich text with no text in it. */
const isEmpty = (value: unknown): boolean => {
  if (Array.isArray(value)) return value.every(isEmpty)
  if (isData(value)) return isData(value.root) ? isEmpty(value.root) : typeof value.text === 'string' ? !value.text.trim() : isEmpty(value.children ?? [])
  return value === null || value === undefined || (typeof value === 'string' && !value.trim())
}

/** Whether a read holds no words at all: a document never written in that language. */
export const hasNoWords = (words: unknown[]) => words.every(isEmpty)
