import { ChevronDownIcon } from '@/components/icons/interface'

import type { FaqBlock } from '@/payload-types'

/**
 * Questions as native disclosures sharing one `name`: the browser keeps one answer open at a time,
 * with no script. The first is open when the page loads. Search engines read them as schema.org's
 * FAQPage from the markup itself (microdata), so no JSON-LD repeats the questions and answers.
 */
export function Faq({ block }: { block: FaqBlock }) {
  const headingId = `faq-${block.id}`
  return (
    <section aria-labelledby={headingId} itemScope itemType="https://schema.org/FAQPage" className="wrap max-w-4xl py-16">
      <h2 id={headingId} className="font-display text-3xl sm:text-4xl">
        {block.heading}
      </h2>
      <div className="mt-8 divide-y divide-stone border-y border-stone">
        {block.items.map((item, index) => (
          <details key={item.id ?? index} name={headingId} open={index === 0} itemProp="mainEntity" itemScope itemType="https://schema.org/Question">
            <summary itemProp="name" className="faq-question">
              {item.question}
              <ChevronDownIcon className="chevron size-5" />
            </summary>
            <div itemProp="acceptedAnswer" itemScope itemType="https://schema.org/Answer">
              <p itemProp="text" className="pb-6 text-ink-soft">
                {item.answer}
              </p>
            </div>
          </details>
        ))}
      </div>
    </section>
  )
}
