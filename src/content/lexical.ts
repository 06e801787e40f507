import type { RichTextBlock } from '@/payload-types'
import type { CopySection } from './types'

/** Rich text as Payload stores it. */
export type RichTextValue = RichTextBlock['content']

const textNode = (text: string): LexicalNode => ({
  type: 'text',
  text,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

type LexicalNode = { type: string; version: number; [key: string]: unknown }

const element = (type: string, children: LexicalNode[], extra: object = {}): LexicalNode => ({
  type,
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  children,
  ...extra,
})

const paragraphNode = (text: string) => element('paragraph', [textNode(text)], { textFormat: 0, textStyle: '' })
const headingNode = (text: string) => element('heading', [textNode(text)], { tag: 'h2' })
const listNode = (items: readonly string[]) =>
  element(
    'list',
    items.map((item, index) => element('listitem', [textNode(item)], { value: index + 1 })),
    { listType: 'bullet', start: 1, tag: 'ul' },
  )

const linkNode = ({ label, href }: { label: string; href: string }) =>
  element('paragraph', [element('link', [textNode(label)], { fields: { url: href, newTab: false, linkType: 'custom' } })], {
    textFormat: 0,
    textStyle: '',
  })

const root = (children: LexicalNode[]): RichTextValue => ({
  root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children },
})

/** Rich text holding plain paragraphs, as the admin's editor stores it. */
export function richTextFromParagraphs(paragraphs: readonly string[]): RichTextValue {
  return root(paragraphs.map(paragraphNode))
}

/**
 * Rich text of titled passages, after optional opening paragraphs: each passage a heading (h2), its
 * paragraphs, its bullet list, then its link.
 */
export function richTextFromSections(sections: readonly CopySection[], opening: readonly string[] = []): RichTextValue {
  return root([
    ...opening.map(paragraphNode),
    ...sections.flatMap((section) => [
      headingNode(section.heading),
      ...section.paragraphs.map(paragraphNode),
      ...(section.bullets?.length ? [listNode(section.bullets)] : []),
      ...(section.link ? [linkNode(section.link)] : []),
    ]),
  ])
}
