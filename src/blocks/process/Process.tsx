import { SectionHeading } from '@/components/SectionHeading'
import { gridColumns } from '@/components/gridColumns'
import type { ProcessBlock } from '@/payload-types'
import { words } from '@/features/site/words'

/** Numbered steps of how the work runs. */
export function Process({ block }: { block: ProcessBlock }) {
  const headingId = `process-${block.id}`
  return (
    <section aria-labelledby={headingId} className="wrap py-16">
      <SectionHeading id={headingId} heading={block.heading} intro={block.intro} />
      <ol aria-label={words().process.label} className={`mt-10 grid gap-6 ${gridColumns(block.steps.length)}`}>
        {block.steps.map((step, index) => (
          <li key={step.id ?? index} className="card">
            <span aria-hidden="true" className="font-display text-4xl text-brass">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-3 text-xl font-semibold">{step.title}</h3>
            <p className="mt-2 text-ink-soft">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
