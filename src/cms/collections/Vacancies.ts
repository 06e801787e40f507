import type { CollectionConfig } from 'payload'

import { jobRoles } from '@/features/forms/options'
import { cacheTags } from '@/lib/cacheTags'
import { editedBy, hiddenUnless } from '../access'
import { revalidateDocument } from '../hooks/revalidate'
import { translatable } from '../localization/translatable'

/** Open positions listed on /career. */
export const Vacancies: CollectionConfig = translatable({
  slug: 'vacancies',
  admin: { hidden: hiddenUnless('vacancies', 'edit'), useAsTitle: 'title', defaultColumns: ['title', 'experience', 'order'], group: 'Content' },
  access: editedBy('vacancies'),
  defaultSort: 'order',
  hooks: revalidateDocument(() => [cacheTags.vacancies]),
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'role',
      label: 'Job role',
      type: 'select',
      required: true,
      options: [...jobRoles.options],
      admin: { description: 'The role its Apply Now form preselects.' },
    },
    { name: 'experience', type: 'text', admin: { description: "For example '6+ years'." } },
    { name: 'description', type: 'textarea', required: true },
    { name: 'order', type: 'number', admin: { position: 'sidebar' } },
  ],
})
