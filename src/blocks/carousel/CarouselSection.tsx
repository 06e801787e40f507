import { ArrowRightIcon } from '@/components/icons/interface'

import { Hyperlink } from '@/components/Hyperlink'
import { MediaImage } from '@/components/MediaImage'
import { SectionHeading } from '@/components/SectionHeading'
import { Carousel } from '@/components/carousel/Carousel'
import type { CarouselBlock } from '@/payload-types'
import { words } from '@/features/site/words'

const slideWidths = {
  tiles: 'basis-[85%] sm:basis-1/2 lg:basis-1/3',
  wide: 'basis-full',
}

export function CarouselSection({ block }: { block: CarouselBlock }) {
  const headingId = `carousel-${block.id}`
  const wide = block.show === 'wide'
  const t = words()
  return (
    <section aria-labelledby={headingId} className="wrap py-16">
      <SectionHeading id={headingId} heading={block.heading} intro={block.intro} className="mb-8" />
      <Carousel label={block.heading}>
        {block.slides.map((slide, index) => (
          <li
            key={slide.id ?? index}
            aria-roledescription={t.carousel.slideRole}
            aria-label={t.carousel.slide(index + 1, block.slides.length)}
            className={`min-w-0 shrink-0 grow-0 ps-5 ${slideWidths[wide ? 'wide' : 'tiles']}`}
          >
            <article className={wide ? 'grid items-center gap-8 lg:grid-cols-2' : 'h-full'}>
              <MediaImage
                media={slide.image}
                sizes={wide ? '(min-width: 64rem) 38rem, 100vw' : '(min-width: 64rem) 24rem, 85vw'}
                className="photo"
              />
              <div className={wide ? '' : 'mt-4'}>
                <h3 className={wide ? 'font-display text-3xl' : 'text-xl font-semibold'}>{slide.title}</h3>
                {slide.text && <p className="mt-2 text-ink-soft">{slide.text}</p>}
                {slide.href && (
                  <Hyperlink href={slide.href} className="more-link mt-3">
                    {t.cards.learnMore}
                    <span className="sr-only">{`: ${slide.title}`}</span>
                    <ArrowRightIcon className="size-4" />
                  </Hyperlink>
                )}
              </div>
            </article>
          </li>
        ))}
      </Carousel>
    </section>
  )
}
