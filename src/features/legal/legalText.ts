import { retentionPlaceholderNames } from '@/features/privacy/retentionText'

/**
 * The placeholders legal text may hold, filled when a page is shown: from the company details, and
 * the periods personal data is kept from Settings › Privacy.
 */
export const placeholderNames = ['company', 'email', 'phone', 'address', 'jurisdiction', 'website', ...retentionPlaceholderNames] as const
export type Placeholders = Record<(typeof placeholderNames)[number], string>

type LexicalNode = { type?: string; text?: string; tag?: string; children?: LexicalNode[]; [key: string]: unknown }
type LexicalState = { root: LexicalNode }

/** A section of a legal text: the id of its heading and its title. */
export type LegalSection = { id: string; title: string }

const placeholderPattern = new RegExp(`\\{(${placeholderNames.join('|')})\\}`, 'g')

export const fillPlaceholders = (text: string, values: Placeholders): string =>
  text.replace(placeholderPattern, (_, name: keyof Placeholders) => values[name])

const textOf = (node: LexicalNode): string => node.text ?? (node.children ?? []).map(textOf).join('')

function fillNode(node: LexicalNode, values: Placeholders): LexicalNode {
  return {
    ...node,
    ...(typeof node.text === 'string' ? { text: fillPlaceholders(node.text, values) } : {}),
    ...(node.children ? { children: node.children.map((child) => fillNode(child, values)) } : {}),
  }
}

/**
 * A legal text ready to show: placeholders filled, and each top-level h2 given the id
 * `section-N` (N from 1) that the table of contents links to.
 */
export function prepareLegalText(data: unknown, values: Placeholders): { data: LexicalState; sections: LegalSection[] } {
  const state = data as LexicalState
  const sections: LegalSection[] = []
  const children = (state.root.children ?? []).map((child) => {
    const filled = fillNode(child, values)
    if (filled.type !== 'heading' || filled.tag !== 'h2') return filled
    const id = `section-${sections.length + 1}`
    sections.push({ id, title: textOf(filled) })
    return { ...filled, anchor: id }
  })
  return { data: { ...state, root: { ...state.root, children } }, sections }
}
