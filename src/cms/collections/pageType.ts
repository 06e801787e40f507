import type { SelectField } from 'payload'

export const pageTypes = ['standard', 'service', 'landing'] as const
export type PageType = (typeof pageTypes)[number]

/** What kind of page it is: a service page tells search engines it describes a service the company offers. */
export const pageTypeField: SelectField = {
  name: 'pageType',
  label: 'Page type',
  type: 'select',
  defaultValue: 'standard' satisfies PageType,
  options: [
    { value: 'standard', label: 'Standard page' },
    { value: 'service', label: 'Service' },
    { value: 'landing', label: 'Landing page' },
  ] satisfies { value: PageType; label: string }[],
  admin: {
    position: 'sidebar',
    description:
      'Service: a service the company offers; search engines are told so (Service structured data). Add it to the ' +
      "services menu in Settings › Navigation. Landing: a campaign or advertisement's page, shown like a standard page. " +
      'Standard: any other page (about, contact, legal).',
  },
}
