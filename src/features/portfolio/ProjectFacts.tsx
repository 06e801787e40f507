import type { Project } from '@/payload-types'
import { sectorOf } from './sector'
import { words } from '@/features/site/words'

/** The key facts beside a case study: location, sector, scope, duration and year, those the project has. */
export function KeyFacts({ project }: { project: Project }) {
  const t = words().projectFacts
  const facts = [
    [t.location, project.location],
    [t.sector, sectorOf(project)?.name],
    [t.scope, project.facts?.scope],
    [t.duration, project.facts?.completionTime],
    [t.year, project.facts?.year?.toString()],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]))
  return (
    <aside aria-labelledby="key-facts" className="self-start rounded-lg bg-sand p-6 lg:sticky lg:top-28">
      <h2 id="key-facts" className="text-xs font-semibold tracking-[0.2em] text-brass uppercase">
        {t.heading}
      </h2>
      <dl className="mt-4 divide-y divide-stone">
        {facts.map(([term, value]) => (
          <div key={term} className="grid grid-cols-[6rem_1fr] gap-4 py-3 text-sm">
            <dt className="text-ink-soft">{term}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  )
}

/** Requirements, construction and materials, where the project lists them. */
export function ProjectDetails({ facts }: { facts: Project['facts'] }) {
  const t = words().projectFacts
  const rows = [
    [t.requirements, facts?.requirements],
    [t.construction, facts?.construction],
  ].filter((row): row is [string, string] => Boolean(row[1]))
  const materials = facts?.materials ?? []
  if (rows.length === 0 && materials.length === 0) return null
  return (
    <dl className="mt-8 grid gap-6">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="font-display text-xl">{term}</dt>
          <dd className="mt-2 leading-relaxed text-ink-soft">{value}</dd>
        </div>
      ))}
      {materials.length > 0 && (
        <div>
          <dt className="font-display text-xl">{t.materials}</dt>
          <dd className="mt-2">
            <ul className="flex flex-wrap gap-2">
              {materials.map((material) => (
                <li key={material} className="rounded-full border border-stone px-3 py-1 text-sm text-ink-soft">
                  {material}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  )
}
