import { SectionHeading } from '@/components/SectionHeading'
import { leadItemSpan } from '@/lib/balancedGrid'
import type { TestimonialsBlock } from '@/payload-types'

export function Testimonials({ block }: { block: TestimonialsBlock }) {
  const headingId = `testimonials-${block.id}`
  return (
    <section aria-labelledby={headingId} className="bg-sand py-16">
      <div className="wrap">
        <SectionHeading id={headingId} heading={block.heading} intro={block.intro} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {block.items.map((item, index) => (
            <li key={item.id ?? index} className={index === 0 ? leadItemSpan(block.items.length, 'md') : undefined}>
              <figure className="quote-card">
                <blockquote className="flex-1 text-lg leading-relaxed">{`“${item.quote}”`}</blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="font-semibold">{item.name}</span>
                  {item.detail && <span className="block text-ink-soft">{item.detail}</span>}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
