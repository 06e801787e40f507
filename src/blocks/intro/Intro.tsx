import { MediaImage } from '@/components/MediaImage'
import { RichText } from '@/components/RichText'
import type { IntroBlock } from '@/payload-types'

/** The opening text, beside a picture when there is one; without, the words take the width in two columns. */
export function Intro({ block }: { block: IntroBlock }) {
  const headingId = `intro-${block.id}`
  const hasImage = typeof block.image === 'object' && block.image !== null
  return (
    <section aria-labelledby={headingId} className={`wrap grid items-center gap-10 py-16 ${hasImage ? 'lg:grid-cols-2' : ''}`}>
      <div>
        <h2 id={headingId} className="section-title">
          {block.heading}
        </h2>
        <RichText data={block.content} className={`mt-6 ${hasImage ? 'prose-site' : 'prose-columns'}`} />
      </div>
      {hasImage && (
        <MediaImage media={block.image} sizes="(min-width: 64rem) 38rem, 100vw" className="aspect-[4/3] w-full rounded-lg object-cover" />
      )}
    </section>
  )
}
