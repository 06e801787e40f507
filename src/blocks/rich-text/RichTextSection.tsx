import { RichText } from '@/components/RichText'
import type { RichTextBlock } from '@/payload-types'

/** Paragraphs only, and few of them: a page's opening words rather than an article. */
const isShortProse = (content: RichTextBlock['content']) => {
  const children = content?.root?.children ?? []
  return children.length <= 3 && children.every((node) => node.type === 'paragraph')
}

export function RichTextSection({ block }: { block: RichTextBlock }) {
  return (
    <section className="wrap py-10">
      {/* A longer text keeps its reading measure, centred: no empty half beside it. */}
      <RichText data={block.content} className={isShortProse(block.content) ? 'prose-columns' : 'prose-site mx-auto'} />
    </section>
  )
}
