import type { FormDefinition } from '.'
import { choice, email, link, phone, text } from '../fields'
import { vendorCategories } from '../options'

export const vendor = {
  endpoint: '/api/vendor_form',
  collection: 'vendor-applications',
  workedBy: 'salesLeads',
  tokenField: '_token',
  label: 'Vendor application',
  fields: [
    text('company_name', 'Company Name', { autoComplete: 'organization' }),
    text('first_name', 'First Name', { autoComplete: 'given-name' }),
    phone('phone'),
    email('email'),
    choice('work_type', vendorCategories),
    link('website', 'Website', { autoComplete: 'url' }),
  ],
  file: {
    field: 'company_profile',
    label: 'Company Profile (PDF, Word or image)',
    requiredMessage: 'Company Profile Link is required',
    kinds: ['pdf', 'doc', 'docx', 'png', 'jpg'],
    downloadAs: 'company profile',
    namedBy: 'company_name',
  },
  submitLabel: 'Register as a vendor',
  successMessage: 'Thank you. Our procurement team will review your company profile.',
  after: 'companySite',
} as const satisfies FormDefinition
