import { LeadForm } from '@/features/forms/client/LeadForm'
import { leadFormProps } from '@/features/forms/placements'
import { getCompany } from '@/features/site/queries'
import type { LeadFormBlock } from '@/payload-types'

export async function LeadFormSection({ block }: { block: LeadFormBlock }) {
  const company = await getCompany()
  const headingId = `form-${block.id ?? block.form}`
  return (
    <section aria-labelledby={headingId} className="bg-sand py-16">
      <div className="wrap max-w-3xl">
        <h2 id={headingId} className="font-display text-3xl sm:text-4xl">
          {block.heading}
        </h2>
        {block.intro && <p className="mt-3 text-ink-soft">{block.intro}</p>}
        <LeadForm {...leadFormProps(block.form, company)} className="mt-8" />
      </div>
    </section>
  )
}
