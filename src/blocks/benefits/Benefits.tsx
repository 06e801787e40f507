import type { BenefitsBlock } from '@/payload-types'
import { benefitIcons } from './icons'
import { words } from '@/features/site/words'

/** The strip of promises; without a visible heading it keeps a hidden one for the outline. */
export function Benefits({ block }: { block: BenefitsBlock }) {
  const headingId = `benefits-${block.id}`
  return (
    <section aria-labelledby={headingId} className="bg-sand py-14">
      <div className="wrap">
        <h2 id={headingId} className={block.heading ? 'mb-8 font-display text-3xl sm:text-4xl' : 'sr-only'}>
          {block.heading || words().benefits.heading}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:auto-cols-fr lg:grid-flow-col">
          {block.items.map((item, index) => {
            const Icon = benefitIcons[item.icon as keyof typeof benefitIcons] ?? benefitIcons.quality
            return (
              <li key={item.id ?? index} className="flex gap-4">
                <Icon className="benefit-icon" />
                <div>
                  <h3 className="font-semibold">{item.title}</h3>
                  {item.text && <p className="mt-1 text-sm text-ink-soft">{item.text}</p>}
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
