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
    <div className={className ? `max-w-3xl ${className}` : 'max-w-3xl'}>
      <h2 id={id} className="section-title">
        {heading}
      </h2>
      {intro && <p className="section-intro">{intro}</p>}
    </div>
  )
}
