/** The h2 and optional lead line that open a section; `id` names the section for assistive technology. */
export function SectionHeading({
  id,
  heading,
  intro,
  className = '',
}: {
  id: string
  heading: string
  intro?: string | null
  className?: string
}) {
  return (
    <div className={`max-w-3xl ${className}`}>
      <h2 id={id} className="font-display text-3xl leading-tight sm:text-4xl">
        {heading}
      </h2>
      {intro && <p className="mt-3 text-lg text-ink-soft">{intro}</p>}
    </div>
  )
}
