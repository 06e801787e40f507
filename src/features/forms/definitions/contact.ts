import type { FormDefinition } from '.'
import { email, message, personName, phone } from '../fields'

export const contact = {
  endpoint: '/api/save-contact-form',
  collection: 'contact-messages',
  workedBy: 'salesLeads',
  tokenField: 'token',
  label: 'Contact message',
  fields: [personName('name'), phone('phone'), email('email'), message('message')],
  submitLabel: 'Send message',
  successMessage: 'Thank you for your message. We will reply within one working day.',
  after: 'samePage',
} as const satisfies FormDefinition
