import type { FormDefinition } from '.'
import { choice, email, message, personName, phone } from '../fields'
import { projectCategories, workTypes } from '../options'

export const quote = {
  endpoint: '/api/get-quote',
  collection: 'quote-requests',
  workedBy: 'salesLeads',
  tokenField: 'token',
  label: 'Quote request',
  fields: [
    personName('name'),
    phone('phone'),
    email('email'),
    choice('work_type', workTypes),
    choice('project_category', projectCategories),
    message('message'),
  ],
  submitLabel: 'Send my request',
  successMessage: 'Thank you. Your quote request is with our team and we will reply within one working day.',
  after: 'home',
} as const satisfies FormDefinition
