import { LeadForm } from '@/features/forms/client/LeadForm'
import type { LeadFormBlock } from '@/payload-types'

export function LeadFormSection({ block }: { block: LeadFormBlock }) {
  const headingId = `form-${block.id ?? block.form}`
  return (
    <section aria-labelledby={headingId} className="bg-sand py-16">
      <div className="wrap max-w-3xl">
        <h2 id={headingId} className="font-display text-3xl sm:text-4xl">
          {block.heading}
        </h2>
        {block.intro && <p className="mt-3 text-ink-soft">{block.intro}</p>}
        <LeadForm form={block.form} className="mt-8" />
      </div>
    </section>
  )
}
