'use client'

import { ChevronDown } from 'lucide-react'
import { useState } from 'react'

import { LazyLeadForm } from '@/features/forms/client/DeferredLeadForm'
import type { LeadFormProps } from '@/features/forms/client/LeadForm'

type Vacancy = { id: number; title: string; role: string; experience?: string | null; description: string }

/** One box per vacancy; Apply Now unfolds the career form with the vacancy's role chosen. */
export function VacancyList({ vacancies, applyLine, form }: { vacancies: Vacancy[]; applyLine: string; form: LeadFormProps }) {
  const [open, setOpen] = useState<number | null>(null)
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-2">
      {vacancies.map((vacancy) => {
        const expanded = open === vacancy.id
        const panelId = `vacancy-${vacancy.id}-apply`
        return (
          <article key={vacancy.id} className={`rounded-lg border border-stone bg-white p-6 ${expanded ? 'lg:col-span-2' : ''}`}>
            <h3 className="font-display text-2xl">{vacancy.title}</h3>
            {vacancy.experience && <p className="mt-1 text-sm font-semibold text-brass">Experience: {vacancy.experience}</p>}
            <p className="mt-3 text-ink-soft">{vacancy.description}</p>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => setOpen(expanded ? null : vacancy.id)}
              className="btn btn-outline mt-5"
            >
              Apply Now
              <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
            </button>
            <div id={panelId} hidden={!expanded} className="mt-6 border-t border-stone pt-6">
              {expanded && (
                <>
                  <p className="mb-5 font-display text-xl">{applyLine}</p>
                  <LazyLeadForm {...form} defaults={{ role_c: vacancy.role }} />
                </>
              )}
            </div>
          </article>
        )
      })}
    </div>
  )
}
