import { ContactActions } from '@/features/enquiry/ContactActions'
import type { EnquiryBlock } from '@/payload-types'

/** The closing call to act, shared by every service page and the home page. */
export function Enquiry({ block }: { block: EnquiryBlock }) {
  const headingId = `enquiry-${block.id}`
  return (
    <section aria-labelledby={headingId} className="bg-ink py-16 text-white">
      <div className="wrap flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="font-display text-3xl sm:text-4xl">
            {block.heading}
          </h2>
          {block.text && <p className="mt-3 text-lg text-white/85">{block.text}</p>}
        </div>
        <ContactActions tone="dark" />
      </div>
    </section>
  )
}
