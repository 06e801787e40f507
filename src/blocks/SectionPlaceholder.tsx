/**
 * In an editor's preview, where a section still lacks what it needs: says which section and what,
 * in its place. Visitors never see it: the published page leaves such a section out.
 */
export function SectionPlaceholder({ section, missing }: { section: string; missing: string[] }) {
  return (
    <section className="wrap py-8" data-incomplete-section={section}>
      <p className="rounded-lg border-2 border-dashed border-ink/40 bg-sand p-6 text-center">
        <strong>{section}</strong>: fill in {missing.join(', ')} to show this section. Until then the published page leaves it out.
      </p>
    </section>
  )
}
