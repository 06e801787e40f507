import { ChevronDownIcon } from '@/components/icons/interface'
import type { ReactNode } from 'react'
import { words } from '@/features/site/words'

type Vacancy = { id: number; title: string; experience?: string | null; description: string; applicationForm: ReactNode }

/**
 * One box per vacancy; Apply Now unfolds the career form with the vacancy's role chosen. Every
 * panel's form is in the served page: Apply Now links to its panel, which the address then shows
 * (`:target`), with no script; once reached for, a small script (vacancies.ts) makes each a
 * button that folds and unfolds its own panel.
 */
export function VacancyList({ vacancies, applyLine }: { vacancies: Vacancy[]; applyLine: string }) {
  const t = words().vacancies
  return (
    <div data-enhance="vacancies" data-when="interaction" className="mt-8 grid gap-6 lg:grid-cols-2">
      {vacancies.map((vacancy) => {
        const panelId = `vacancy-${vacancy.id}-apply`
        return (
          <article key={vacancy.id} className="card bg-white lg:has-[[data-open],:target]:col-span-2">
            <h3 className="font-display text-2xl">{vacancy.title}</h3>
            {vacancy.experience && <p className="mt-1 text-sm font-semibold text-brass">{t.experience(vacancy.experience)}</p>}
            <p className="mt-3 text-ink-soft">{vacancy.description}</p>
            <a href={`#${panelId}`} role="button" aria-expanded={false} aria-controls={panelId} className="btn btn-outline mt-5">
              {t.apply}
              <ChevronDownIcon className="chevron size-4" />
            </a>
            <div id={panelId} data-unfolds className="mt-6 border-t border-stone pt-6">
              <p className="mb-5 font-display text-xl">{applyLine}</p>
              {vacancy.applicationForm}
            </div>
          </article>
        )
      })}
    </div>
  )
}
