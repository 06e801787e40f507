/** Fields whose words a visitor reads: headings, prose, questions, quotes, names, labels, a case study's facts. */
const readableKeys = new Set([
  'title', 'heading', 'tagline', 'intro', 'text', 'question', 'answer', 'quote', 'name', 'detail', 'label',
  'location', 'services', 'caption', 'description', 'sellingPoints', 'requirements', 'construction', 'materials',
])

/** Lexical's nodes that flow within a line of text; every other node is a block (paragraph, heading, list item…). */
const inlineTypes = new Set(['text', 'link', 'autolink', 'linebreak', 'tab'])

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

const isRichText = (value: object): value is { root: LexicalNode } =>
  'root' in value && typeof value.root === 'object' && (value.root as LexicalNode | null)?.type === 'root'

/** Another document a relationship brought along (it has its own address and words). */
const isOtherDocument = (value: object) => 'id' in value && 'updatedAt' in value && 'createdAt' in value

const inlineText = (node: LexicalNode): string =>
  node.type === 'text' ? (node.text ?? '') : node.type === 'linebreak' || node.type === 'tab' ? ' ' : (node.children ?? []).map(inlineText).join('')

/** The blocks of rich text, each one piece: its words run together, blocks kept apart. */
function richTextPieces(node: LexicalNode, add: (piece: string) => void) {
  let line = ''
  for (const child of node.children ?? []) {
    if (inlineTypes.has(child.type ?? '')) {
      line += inlineText(child)
    } else {
      add(line)
      line = ''
      richTextPieces(child, add)
    }
  }
  add(line)
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim()
const comparable = (text: string) => normal(text).toLowerCase().replace(/[.!?:;…]+$/, '')
/** A piece ends with a full stop unless it ends with its own mark, so list items and headings read apart. */
const endsSentence = (piece: string) => (/[.!?:;…]["'”’)\]]*$/.test(piece) ? piece : `${piece}.`)

/**
 * The words of a document as visitors read them, besides its title (which the index holds on its
 * own): its rich text and its sections' readable fields, in order, one piece each (a paragraph, a
 * heading, a list item, a label), every piece ended as a sentence. A piece that repeats the title
 * (a banner's heading) is left out, as are addresses, ids, settings, styles, SEO texts and the
 * documents it links to.
 */
export function documentText(document: object): string {
  const title = 'title' in document && typeof document.title === 'string' ? comparable(document.title) : undefined
  const pieces: string[] = []
  const add = (piece: string) => {
    const text = normal(piece)
    if (text && comparable(text) !== title) pieces.push(endsSentence(text))
  }
  const visit = (value: unknown, readable: boolean) => {
    if (typeof value === 'string') {
      if (readable) add(value)
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, readable)
    } else if (value && typeof value === 'object') {
      if (isRichText(value)) return richTextPieces(value.root, add)
      if (isOtherDocument(value)) return
      for (const [key, child] of Object.entries(value)) {
        if (key === 'meta') continue // SEO texts repeat the page and are not shown on it
        visit(child, readableKeys.has(key))
      }
    }
  }
  for (const [key, child] of Object.entries(document)) {
    if (key !== 'title' && key !== 'meta') visit(child, readableKeys.has(key))
  }
  return pieces.join(' ')
}

/** A rich text value's blocks as lines of plain text (the English beside a translation, cms/localization). */
export function richTextLines(value: unknown): string[] {
  if (!value || typeof value !== 'object' || !isRichText(value)) return []
  const lines: string[] = []
  richTextPieces(value.root, (piece) => {
    if (normal(piece)) lines.push(normal(piece))
  })
  return lines
}
