import { MediaImage } from '@/components/MediaImage'
import { RichText } from '@/components/RichText'
import type { ProfileBlock } from '@/payload-types'

/** A person: portrait beside the name, role and biography. */
export function Profile({ block }: { block: ProfileBlock }) {
  const headingId = `profile-${block.id}`
  return (
    <section aria-labelledby={headingId} className="bg-sand py-16">
      <div className="wrap">
        <h2 id={headingId} className="font-display text-3xl sm:text-4xl">
          {block.heading}
        </h2>
        {block.intro && <p className="mt-4 max-w-3xl text-lg text-ink-soft">{block.intro}</p>}
        <article className="mt-10 grid items-start gap-10 md:grid-cols-[18rem_minmax(0,1fr)]">
          <MediaImage
            media={block.portrait}
            sizes="(min-width: 48rem) 18rem, 100vw"
            className="aspect-[4/5] w-full rounded-lg object-cover"
          />
          <div>
            <h3 className="font-display text-2xl">{block.name}</h3>
            <p className="mt-1 font-semibold text-wine">{block.role}</p>
            <RichText data={block.biography} className="prose-site mt-6" />
          </div>
        </article>
      </div>
    </section>
  )
}
