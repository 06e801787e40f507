import type { Field } from 'payload'

/** The heading and lead line most sections open with. */
export const headingFields = ({ required = true } = {}): Field[] => [
  { name: 'heading', type: 'text', required },
  { name: 'intro', type: 'textarea' },
]
