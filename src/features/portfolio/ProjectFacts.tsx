import type { Project } from '@/payload-types'

/** Completion time, requirements, construction and materials, where the project lists them. */
export function ProjectFacts({ facts }: { facts: Project['facts'] }) {
  if (!facts) return null
  const rows = [
    ['Completion time', facts.completionTime],
    ['Requirements', facts.requirements],
    ['Construction', facts.construction],
  ].filter((row): row is [string, string] => Boolean(row[1]))
  const materials = facts.materials ?? []
  if (rows.length === 0 && materials.length === 0) return null
  return (
    <dl className="mt-6 grid gap-4 text-sm">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="font-semibold tracking-wide text-ink uppercase">{term}</dt>
          <dd className="mt-1 text-ink-soft">{value}</dd>
        </div>
      ))}
      {materials.length > 0 && (
        <div>
          <dt className="font-semibold tracking-wide text-ink uppercase">Materials</dt>
          <dd className="mt-1">
            <ul className="list-disc space-y-1 pl-5 text-ink-soft">
              {materials.map((material) => (
                <li key={material}>{material}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  )
}
