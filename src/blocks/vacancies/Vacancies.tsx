import { LeadForm } from '@/features/forms/LeadForm'
import { listVacancies } from '@/features/site/queries'
import type { VacanciesBlock } from '@/payload-types'
import { VacancyList } from './VacancyList'

export async function Vacancies({ block }: { block: VacanciesBlock }) {
  const docs = await listVacancies()
  return (
    <section aria-labelledby="vacancies-title" className="wrap py-16">
      <h2 id="vacancies-title" className="font-display text-3xl tracking-wide sm:text-4xl">
        {block.heading}
      </h2>
      <VacancyList
        vacancies={docs.map(({ id, title, role, experience, description }) => ({
          id,
          title,
          experience,
          description,
          applicationForm: <LeadForm form="career" defaults={{ role_c: role }} />,
        }))}
        applyLine={block.applyLine ?? ''}
      />
    </section>
  )
}
