/** Fields whose words a visitor reads: headings, prose, questions, quotes, names, labels. */
const readableKeys = new Set([
  'title', 'heading', 'tagline', 'intro', 'text', 'question', 'answer', 'quote', 'name', 'detail', 'label',
  'location', 'services', 'breadcrumb', 'caption', 'description', 'sellingPoints',
])

/**
 * The words of a document as visitors read them: the text of its rich text and of its sections'
 * readable fields, in order, as one string. Addresses, ids, settings and styles are left out.
 */
export function documentText(document: unknown): string {
  const words: string[] = []
  const visit = (value: unknown, readable: boolean) => {
    if (typeof value === 'string') {
      if (readable && value.trim()) words.push(value.trim())
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, readable)
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'meta') continue // SEO texts repeat the page and are not shown on it
        visit(child, readableKeys.has(key))
      }
    }
  }
  visit(document, false)
  return words.join(' ').replace(/\s+/g, ' ')
}
