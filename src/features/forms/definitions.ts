import type { ZodMiniType } from 'zod/mini'

import { type ChoiceList, jobRoles, projectCategories, vendorCategories, workTypes } from './options'
import {
  careerSchema,
  consultationSchema,
  contactSchema,
  fileRequiredMessages,
  newsletterSchema,
  quoteSchema,
  vendorSchema,
} from './schemas'

/** The file kinds a form accepts, checked on the bytes (not the name) by the server. */
export type FileKind = 'pdf' | 'doc' | 'docx' | 'png' | 'jpg'

export type FileRule = {
  field: 'resume' | 'company_profile'
  label: string
  requiredMessage: string
  kinds: readonly FileKind[]
  /** The `accept` attribute of the file input. */
  accept: string
}

/** A text field of a form: its name (SPEC §3), its visible label and how it is entered. */
export type FieldSpec = {
  name: string
  label: string
  input: 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select'
  choices?: ChoiceList
  autoComplete?: string
}

const field = (name: string, label: string, input: FieldSpec['input'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label,
  input,
  ...extra,
})

/**
 * The six forms of SPEC §3 and the calls of SPEC §7: one definition each, read by the browser
 * forms, the server endpoints and the tests.
 */
export const forms = {
  quote: {
    endpoint: '/api/get-quote',
    schema: quoteSchema,
    collection: 'quote-requests',
    tokenField: 'token',
    label: 'Quote request',
    fields: [
      field('name', 'Name', 'text', { autoComplete: 'name' }),
      field('phone', 'Phone', 'tel', { autoComplete: 'tel' }),
      field('email', 'Email', 'email', { autoComplete: 'email' }),
      field('work_type', 'Work Type', 'select', { choices: workTypes }),
      field('project_category', 'Project Category', 'select', { choices: projectCategories }),
      field('message', 'Message', 'textarea'),
    ],
  },
  consultation: {
    endpoint: '/api/consultation-form',
    schema: consultationSchema,
    collection: 'consultation-requests',
    tokenField: 'token',
    label: 'Consultation request',
    fields: [
      field('c_name', 'Name', 'text', { autoComplete: 'name' }),
      field('c_phone', 'Phone', 'tel', { autoComplete: 'tel' }),
      field('c_email', 'Email', 'email', { autoComplete: 'email' }),
    ],
  },
  newsletter: {
    endpoint: '/api/subscribe-form',
    schema: newsletterSchema,
    collection: 'newsletter-subscribers',
    tokenField: 'token',
    label: 'Newsletter subscription',
    fields: [
      field('s_name', 'Name', 'text', { autoComplete: 'name' }),
      field('s_email', 'Email', 'email', { autoComplete: 'email' }),
    ],
  },
  contact: {
    endpoint: '/api/save-contact-form',
    schema: contactSchema,
    collection: 'contact-messages',
    tokenField: 'token',
    label: 'Contact message',
    fields: [
      field('name', 'Name', 'text', { autoComplete: 'name' }),
      field('phone', 'Phone', 'tel', { autoComplete: 'tel' }),
      field('email', 'Email', 'email', { autoComplete: 'email' }),
      field('message', 'Message', 'textarea'),
    ],
  },
  career: {
    endpoint: '/api/career_form',
    schema: careerSchema,
    collection: 'career-applications',
    tokenField: '_token',
    label: 'Career application',
    fields: [
      field('name_c', 'Name', 'text', { autoComplete: 'name' }),
      field('phone_c', 'Phone', 'tel', { autoComplete: 'tel' }),
      field('email_c', 'Email', 'email', { autoComplete: 'email' }),
      field('role_c', 'Job Role', 'select', { choices: jobRoles }),
      field('linked_profile_link', 'LinkedIn profile link', 'url'),
    ],
    file: {
      label: 'Resume (PDF)',
      field: 'resume',
      requiredMessage: fileRequiredMessages.resume,
      kinds: ['pdf'],
      accept: '.pdf,application/pdf',
    },
  },
  vendor: {
    endpoint: '/api/vendor_form',
    schema: vendorSchema,
    collection: 'vendor-applications',
    tokenField: '_token',
    label: 'Vendor application',
    fields: [
      field('company_name', 'Company Name', 'text', { autoComplete: 'organization' }),
      field('first_name', 'First Name', 'text', { autoComplete: 'given-name' }),
      field('phone', 'Phone', 'tel', { autoComplete: 'tel' }),
      field('email', 'Email', 'email', { autoComplete: 'email' }),
      field('work_type', 'Category', 'select', { choices: vendorCategories }),
      field('website', 'Website', 'url', { autoComplete: 'url' }),
    ],
    file: {
      label: 'Company Profile (PDF, Word or image)',
      field: 'company_profile',
      requiredMessage: fileRequiredMessages.company_profile,
      kinds: ['pdf', 'doc', 'docx', 'png', 'jpg'],
      accept:
        '.pdf,.doc,.docx,.png,.jpg,.jpeg,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/png,image/jpeg',
    },
  },
} as const satisfies Record<string, FormDefinition>

export type FormDefinition = {
  endpoint: string
  schema: ZodMiniType<Record<string, string>>
  collection: string
  tokenField: 'token' | '_token'
  label: string
  fields: readonly FieldSpec[]
  file?: FileRule
}

export type FormName = keyof typeof forms

/** A field no person fills in (it is hidden); bots that fill every field reveal themselves. */
export const honeypotField = 'nickname'

/** Where the browser gets its anti-forgery token, and the cookie and header that carry it. */
export const formTokenEndpoint = '/api/form-token'
export const tokenCookie = 'XSRF-TOKEN'
export const tokenHeader = 'X-XSRF-TOKEN'

/** A form's definition under the common type (whether or not it takes a file). */
export const definitionOf = (name: FormName): FormDefinition => forms[name]
