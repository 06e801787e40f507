import type { FormDefinition } from '.'
import { choice, email, link, personName, phone } from '../fields'
import { jobRoles } from '../options'

export const career = {
  endpoint: '/api/career_form',
  collection: 'career-applications',
  workedBy: 'careerApplications',
  tokenField: '_token',
  label: 'Career application',
  fields: [
    personName('name_c'),
    phone('phone_c'),
    email('email_c'),
    choice('role_c', jobRoles),
    link('linked_profile_link', 'LinkedIn profile link', { requiredMessage: 'LinkedIn Link is required' }),
  ],
  file: { field: 'resume', label: 'Resume (PDF)', requiredMessage: 'Resume is required', kinds: ['pdf'], downloadAs: 'CV', namedBy: 'name_c' },
  submitLabel: 'Send my application',
  successMessage: 'Thank you for applying. Our team will review your application and contact you.',
  after: 'companySite',
} as const satisfies FormDefinition
