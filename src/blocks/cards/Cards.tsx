import { ArrowRightIcon } from '@/components/icons/interface'

import { Hyperlink } from '@/components/Hyperlink'
import { MediaImage } from '@/components/MediaImage'
import { SectionHeading } from '@/components/SectionHeading'
import { gridColumns } from '@/components/gridColumns'
import type { CardsBlock } from '@/payload-types'
import { words } from '@/features/site/words'

type Card = CardsBlock['items'][number]

function CardLink({ card }: { card: Card }) {
  if (!card.href) return null
  return (
    <Hyperlink href={card.href} className="more-link mt-4">
      {card.linkLabel || words().cards.learnMore}
      <span className="sr-only">{`: ${card.title}`}</span>
      <ArrowRightIcon className="size-4" />
    </Hyperlink>
  )
}

/** Titled cards in a grid, or rows alternating picture and text. */
export function Cards({ block }: { block: CardsBlock }) {
  const headingId = `cards-${block.id}`
  // Under the section's heading the cards' titles are a level below it; without one, right below the page's h1.
  const CardHeading = block.heading ? 'h3' : 'h2'
  const rows = block.layout === 'rows'
  return (
    <section aria-labelledby={block.heading ? headingId : undefined} className="wrap py-16">
      {block.heading && <SectionHeading id={headingId} heading={block.heading} intro={block.intro} className="mb-10" />}
      <ul className={rows ? 'space-y-16' : `grid gap-6 ${gridColumns(block.items.length)}`}>
        {block.items.map((card, index) => (
          <li
            key={card.id ?? index}
            className={rows ? 'grid items-center gap-8 lg:grid-cols-2' : 'card flex flex-col'}
          >
            <MediaImage
              media={card.image}
              sizes={rows ? '(min-width: 64rem) 38rem, 100vw' : '(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw'}
              className={rows ? `photo${index % 2 ? ' lg:order-last' : ''}` : 'photo mb-5'}
            />
            <div>
              <CardHeading className={rows ? 'font-display text-3xl' : 'text-xl font-semibold'}>{card.title}</CardHeading>
              {card.text.split(/\n{2,}/).map((paragraph) => (
                <p key={paragraph} className="mt-3 text-ink-soft">
                  {paragraph}
                </p>
              ))}
              <CardLink card={card} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
