import { OpenDialogButton } from '@/components/OpenDialogButton'
import { consultationDialogId } from '@/features/enquiry/dialogIds'
import type { ConsultationBlock } from '@/payload-types'

/** An invitation whose button opens the free-consultation dialog. */
export function Consultation({ block }: { block: ConsultationBlock }) {
  const headingId = `consultation-${block.id}`
  return (
    <section aria-labelledby={headingId} className="bg-sand py-14">
      <div className="wrap flex flex-col items-start gap-5 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="font-display text-3xl">
            {block.heading}
          </h2>
          {block.text && <p className="mt-2 text-lg text-ink-soft">{block.text}</p>}
        </div>
        <OpenDialogButton dialogId={consultationDialogId} className="btn btn-primary shrink-0">
          {block.buttonLabel}
        </OpenDialogButton>
      </div>
    </section>
  )
}
