import type { Field } from 'payload'

const linkPattern = /^(\/|https?:\/\/|mailto:|tel:)/

/** Where something leads: a path on this site ('/contact') or a full URL. */
export const hrefField = ({ required = true } = {}): Field => ({
  name: 'href',
  label: 'Link',
  type: 'text',
  required,
  admin: { description: "A path on this site such as '/contact', or a full address." },
  validate: (value: string | null | undefined) =>
    (!value && !required) || (!!value && linkPattern.test(value)) || "Start with '/', 'https://', 'mailto:' or 'tel:'.",
})

/** A label and where it leads. */
export const linkFields: Field[] = [{ name: 'label', type: 'text', required: true }, hrefField()]
