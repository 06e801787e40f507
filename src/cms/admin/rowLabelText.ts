/** How long a row's label may grow before it is cut at a word. */
export const rowLabelMaxLength = 60

type RichTextNode = { text?: unknown; children?: unknown }

/** The words of a Lexical rich text value, in reading order (paragraphs and headings run together). */
function richTextWords(value: unknown): string {
  const parts: string[] = []
  const visit = (node: RichTextNode) => {
    if (typeof node.text === 'string') parts.push(node.text)
    if (Array.isArray(node.children)) {
      for (const child of node.children) if (child && typeof child === 'object') visit(child as RichTextNode)
      parts.push(' ')
    }
  }
  const root = (value as { root?: unknown } | null)?.root
  if (root && typeof root === 'object') visit(root as RichTextNode)
  return parts.join('')
}

/** What a field's value reads as: a text's own words, a rich text's words, a picture's alt. */
function wordsOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') {
    if ('root' in value) return richTextWords(value)
    if ('alt' in value && typeof value.alt === 'string') return value.alt
  }
  return ''
}

function shorten(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text
  const cut = text.slice(0, maxLength)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`
}

/** The value at a field name or a dotted path into the row ('items.0.title': the first item's title). */
const valueAt = (row: object, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), row)

/**
 * The label of an array row or a block: the words of the first of `fieldNames` that has any
 * (a heading, a question, a title, a rich text's first words, a populated picture's alt, or a
 * dotted path such as 'items.0.title'), on one
 * line and cut at a word; undefined when none has.
 */
export function rowLabelText(row: unknown, fieldNames: readonly string[], maxLength = rowLabelMaxLength): string | undefined {
  if (!row || typeof row !== 'object') return undefined
  for (const name of fieldNames) {
    const words = wordsOf(valueAt(row, name)).replace(/\s+/g, ' ').trim()
    if (words) return shorten(words, maxLength)
  }
  return undefined
}
