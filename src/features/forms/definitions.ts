import type { CollectionSlug } from 'payload'

import { choice, email, type FieldSpec, type FileRule, link, message, personName, phone, text } from './fields'
import { jobRoles, projectCategories, vendorCategories, workTypes } from './options'

export type { FieldSpec, FileRule } from './fields'

/**
 * A form of SPEC §3 and its call of SPEC §7, once. From it come the form's markup, its checks in
 * the browser and on the server, the collection that keeps its leads (fields, admin columns, CSV
 * export) and the mails about each lead.
 */
export type FormDefinition = {
  endpoint: string
  collection: CollectionSlug
  /** The name the anti-forgery token goes by in the body (SPEC §7). */
  tokenField: 'token' | '_token'
  /** What one lead is called in the admin and the mails ('Quote request'). */
  label: string
  fields: readonly FieldSpec[]
  file?: FileRule
  submitLabel: string
  /** The thank-you notice shown where the visitor lands. */
  successMessage: string
  /** SPEC §4: the home page, the same page again, or the company's home site. */
  after: 'home' | 'samePage' | 'companySite'
}

export const forms = {
  quote: {
    endpoint: '/api/get-quote',
    collection: 'quote-requests',
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
  },
  consultation: {
    endpoint: '/api/consultation-form',
    collection: 'consultation-requests',
    tokenField: 'token',
    label: 'Consultation request',
    fields: [personName('c_name'), phone('c_phone'), email('c_email')],
    submitLabel: 'Book my consultation',
    successMessage: 'Thank you. We will call you shortly to arrange your free consultation.',
    after: 'home',
  },
  newsletter: {
    endpoint: '/api/subscribe-form',
    collection: 'newsletter-subscribers',
    tokenField: 'token',
    label: 'Newsletter subscription',
    fields: [personName('s_name'), email('s_email', { unique: true })],
    submitLabel: 'Subscribe',
    successMessage: 'Thank you for subscribing. Our next studio notes will reach your inbox.',
    after: 'home',
  },
  contact: {
    endpoint: '/api/save-contact-form',
    collection: 'contact-messages',
    tokenField: 'token',
    label: 'Contact message',
    fields: [personName('name'), phone('phone'), email('email'), message('message')],
    submitLabel: 'Send message',
    successMessage: 'Thank you for your message. We will reply within one working day.',
    after: 'samePage',
  },
  career: {
    endpoint: '/api/career_form',
    collection: 'career-applications',
    tokenField: '_token',
    label: 'Career application',
    fields: [
      personName('name_c'),
      phone('phone_c'),
      email('email_c'),
      choice('role_c', jobRoles),
      link('linked_profile_link', 'LinkedIn profile link', { requiredMessage: 'LinkedIn Link is required' }),
    ],
    file: { field: 'resume', label: 'Resume (PDF)', requiredMessage: 'Resume is required', kinds: ['pdf'] },
    submitLabel: 'Send my application',
    successMessage: 'Thank you for applying. Our team will review your application and contact you.',
    after: 'companySite',
  },
  vendor: {
    endpoint: '/api/vendor_form',
    collection: 'vendor-applications',
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
    },
    submitLabel: 'Register as a vendor',
    successMessage: 'Thank you. Our procurement team will review your company profile.',
    after: 'companySite',
  },
} as const satisfies Record<string, FormDefinition>

export type FormName = keyof typeof forms

export const formNames = Object.keys(forms) as FormName[]

/** A form's definition under the common type (whether or not it takes a file). */
export const definitionOf = (name: FormName): FormDefinition => forms[name]

/** The hidden field that tells the server which form of its page a plain post came from. */
export const instanceField = '_form'

/** The hidden field by which a page answering a plain post says which page the form belongs to. */
export const pageField = '_page'

/** The id of the notice that thanks the visitor for a form (shown, without JavaScript, as the target). */
export const sentNoticeId = (name: string) => `sent-${name}`

/** A field no person fills in (it is hidden); bots that fill every field reveal themselves. */
export const honeypotField = 'nickname'

/** Where the browser gets its anti-forgery token, and the cookie and header that carry it. */
export const formTokenEndpoint = '/api/form-token'
export const tokenCookie = 'XSRF-TOKEN'
export const tokenHeader = 'X-XSRF-TOKEN'
