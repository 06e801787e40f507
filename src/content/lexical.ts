import type { RichTextBlock } from '@/payload-types'

/** Rich text as Payload stores it. */
export type RichTextValue = RichTextBlock['content']

const textNode = (text: string) => ({
  type: 'text',
  text,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const paragraphNode = (text: string) => ({
  type: 'paragraph',
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  textFormat: 0,
  textStyle: '',
  children: [textNode(text)],
})

/** Rich text holding plain paragraphs, as the admin's editor stores it. */
export function richTextFromParagraphs(paragraphs: readonly string[]): RichTextValue {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: paragraphs.map(paragraphNode),
    },
  }
}
