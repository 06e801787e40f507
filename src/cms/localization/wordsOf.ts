import type { Field } from 'payload'

type Data = Record<string, unknown>

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)
const rowsOf = (value: unknown): Data[] => (Array.isArray(value) ? value.filter(isData) : [])

/**
 * The values of a document's localized fields, in the order of its fields, however deep: what an
 * editor wrote in the language `data` was read in. Two reads with the same words give equal lists.
 */
export function wordsOf(fields: Field[], data: unknown, words: unknown[] = []): unknown[] {
  if (!isData(data)) return words
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) wordsOf(tab.fields, 'name' in tab && tab.name ? data[tab.name] : data, words)
    } else if (!('name' in field)) {
      if ('fields' in field) wordsOf(field.fields, data, words)
    } else if ('localized' in field && field.localized) {
      words.push(data[field.name] ?? null)
    } else if (field.type === 'group') {
      wordsOf(field.fields, data[field.name], words)
    } else if (field.type === 'array') {
      for (const row of rowsOf(data[field.name])) wordsOf(field.fields, row, words)
    } else if (field.type === 'blocks') {
      for (const row of rowsOf(data[field.name])) {
        const block = (field.blocks ?? []).find((candidate) => candidate.slug === row.blockType)
        if (block) wordsOf(block.fields, row, words)
      }
    }
  }
  return words
}

/** Whether a value holds no words: nothing, an empty string or list, or rich text with no text in it. */
const isEmpty = (value: unknown): boolean => {
  if (Array.isArray(value)) return value.every(isEmpty)
  if (isData(value)) return isData(value.root) ? isEmpty(value.root) : typeof value.text === 'string' ? !value.text.trim() : isEmpty(value.children ?? [])
  return value === null || value === undefined || (typeof value === 'string' && !value.trim())
}

/** Whether a read holds no words at all: a document never written in that language. */
export const hasNoWords = (words: unknown[]) => words.every(isEmpty)
