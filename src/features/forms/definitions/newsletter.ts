import type { FormDefinition } from '.'
import { email, personName } from '../fields'

export const newsletter = {
  endpoint: '/api/subscribe-form',
  collection: 'newsletter-subscribers',
  workedBy: 'newsletter',
  tokenField: 'token',
  label: 'Newsletter subscription',
  fields: [personName('s_name'), email('s_email', { unique: true })],
  submitLabel: 'Subscribe',
  successMessage: 'Thank you for subscribing. Our next studio notes will reach your inbox.',
  after: 'home',
} as const satisfies FormDefinition
