import * as z from 'zod/mini'

import { multiLine, singleLine } from './cleanText'
import { type ChoiceList, jobRoles, projectCategories, vendorCategories, workTypes } from './options'

/**
 * One schema per form of SPEC §3, shared by the browser and the server. The 'is required' messages
 * are SPEC §5's, word for word; the format messages are ours (docs/deviations.md).
 */

/**
 * Every value is cleaned before it is checked: a one-line field loses its line breaks and tabs (one
 * space each run), controls and bidi controls; a message keeps its lines. What is stored, mailed
 * and logged is the cleaned value.
 */
const required = (message: string, clean: (value: string) => string = singleLine) =>
  z.string(message).check(z.overwrite(clean), z.trim(), z.minLength(1, message))

const maxLength = (max: number) => z.maxLength(max, `Keep this under ${max} characters`)

const text = (message: string) => required(message).check(maxLength(200))

const longText = (message: string) => required(message, multiLine).check(maxLength(5000))

const email = (message: string) =>
  required(message).check(maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid email address'))

const phone = (message: string) =>
  required(message).check(
    maxLength(30),
    z.regex(/^\+?[\d\s().-]{7,}$/, 'Enter a valid phone number'),
    z.refine((value) => value.replace(/\D/g, '').length >= 7, 'Enter a valid phone number'),
  )

const link = (message: string) =>
  required(message).check(
    maxLength(300),
    z.regex(/^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i, 'Enter a valid link, for example https://…'),
  )

/** A choice of the list: empty or still the placeholder means not chosen. */
const choice = (list: ChoiceList) =>
  z.string(`${list.placeholder} is required`).check(
    z.refine((value) => list.options.includes(value), `${list.placeholder} is required`),
  )

export const quoteSchema = z.object({
  name: text('Name is required'),
  phone: phone('Phone is required'),
  email: email('Email is required'),
  work_type: choice(workTypes),
  project_category: choice(projectCategories),
  message: longText('Message is required'),
})

export const consultationSchema = z.object({
  c_name: text('Name is required'),
  c_phone: phone('Phone is required'),
  c_email: email('Email is required'),
})

export const newsletterSchema = z.object({
  s_name: text('Name is required'),
  s_email: email('Email is required'),
})

export const contactSchema = z.object({
  name: text('Name is required'),
  phone: phone('Phone is required'),
  email: email('Email is required'),
  message: longText('Message is required'),
})

/** The text fields of the career form; its file (`resume`) is checked apart, as files are. */
export const careerSchema = z.object({
  name_c: text('Name is required'),
  phone_c: phone('Phone is required'),
  email_c: email('Email is required'),
  role_c: choice(jobRoles),
  linked_profile_link: link('LinkedIn Link is required'),
})

/** The text fields of the vendor form; its file (`company_profile`) is checked apart. */
export const vendorSchema = z.object({
  company_name: text('Company Name is required'),
  first_name: text('First Name is required'),
  phone: phone('Phone is required'),
  email: email('Email is required'),
  work_type: choice(vendorCategories),
  website: link('Website is required'),
})

export type QuoteFields = z.infer<typeof quoteSchema>
export type ConsultationFields = z.infer<typeof consultationSchema>
export type NewsletterFields = z.infer<typeof newsletterSchema>
export type ContactFields = z.infer<typeof contactSchema>
export type CareerFields = z.infer<typeof careerSchema>
export type VendorFields = z.infer<typeof vendorSchema>

/** SPEC §5's message for a missing file. */
export const fileRequiredMessages = {
  resume: 'Resume is required',
  company_profile: 'Company Profile Link is required',
} as const

/** The first message per field, as the forms show them and the server's 422 answers carry them. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}
