import type { Field } from 'payload'

/** A label and where it leads: a path on this site ('/contact') or a full URL. */
export const linkFields: Field[] = [
  { name: 'label', type: 'text', required: true },
  {
    name: 'href',
    label: 'Link',
    type: 'text',
    required: true,
    admin: { description: "A path on this site such as '/contact', or a full address." },
    validate: (value: string | null | undefined) =>
      (value && /^(\/|https?:\/\/|mailto:|tel:)/.test(value)) ||
      "Start with '/', 'https://', 'mailto:' or 'tel:'.",
  },
]
