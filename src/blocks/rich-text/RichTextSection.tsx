import { RichText } from '@/components/RichText'
import type { RichTextBlock } from '@/payload-types'

export function RichTextSection({ block }: { block: RichTextBlock }) {
  return (
    <section className="wrap py-14">
      <RichText data={block.content} />
    </section>
  )
}
