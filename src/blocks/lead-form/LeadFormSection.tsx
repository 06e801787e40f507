import { LeadForm } from '@/features/forms/LeadForm'
import type { LeadFormBlock } from '@/payload-types'

/** A form of the page: its heading and words on one side, the form on the other on wide screens. */
export function LeadFormSection({ block }: { block: LeadFormBlock }) {
  const headingId = `form-${block.id ?? block.form}`
  const paragraphs = (block.intro ?? '').split(/\n\s*\n/).filter((paragraph) => paragraph.trim())
  return (
    <section aria-labelledby={headingId} className="bg-sand py-16 lg:py-20">
      <div className="wrap grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <h2 id={headingId} className="font-display text-3xl sm:text-4xl">
            {block.heading}
          </h2>
          {paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-4 leading-relaxed text-ink-soft">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="rounded-lg bg-white p-6 shadow-sm sm:p-8">
          <LeadForm form={block.form} />
        </div>
      </div>
    </section>
  )
}
