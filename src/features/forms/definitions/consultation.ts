import type { FormDefinition } from '.'
import { email, personName, phone } from '../fields'

export const consultation = {
  endpoint: '/api/consultation-form',
  collection: 'consultation-requests',
  workedBy: 'salesLeads',
  tokenField: 'token',
  label: 'Consultation request',
  fields: [personName('c_name'), phone('c_phone'), email('c_email')],
  submitLabel: 'Book my consultation',
  successMessage: 'Thank you. We will call you shortly to arrange your free consultation.',
  after: 'home',
} as const satisfies FormDefinition
