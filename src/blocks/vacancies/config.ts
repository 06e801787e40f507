import type { Block } from 'payload'

import { labelBlockBy } from '@/cms/admin/rowLabels'

/** The open vacancies (from the Vacancies collection), each with an Apply Now form. */
export const vacanciesBlock: Block = {
  slug: 'vacancies',
  interfaceName: 'VacanciesBlock',
  labels: { singular: 'Open vacancies', plural: 'Open vacancies' },
  admin: labelBlockBy({ fields: ['heading'], fallback: 'No heading yet' }),
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'OPEN VACANCIES' },
    {
      name: 'applyLine',
      type: 'text',
      defaultValue: 'Join us in shaping luxury spaces that inspire',
      admin: { description: 'Shown above each Apply Now form.' },
    },
  ],
}
