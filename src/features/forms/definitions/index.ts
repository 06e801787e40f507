import type { CollectionSlug } from 'payload'

import type { LeadArea } from '@/cms/access'

import type { FieldSpec, FileRule } from '../fields'
import { career } from './career'
import { consultation } from './consultation'
import { contact } from './contact'
import { newsletter } from './newsletter'
import { quote } from './quote'
import { vendor } from './vendor'

export type { FieldSpec, FileRule } from '../fields'

/**
 * A form of SPEC §3 and its call of SPEC §7, once. From it come the form's markup, its checks in
 * the browser and on the server, the collection that keeps its leads (fields, admin columns, CSV
 * export) and the mails about each lead.
 */
export type FormDefinition = {
  endpoint: string
  collection: CollectionSlug
  /** Whose leads these are (src/cms/access): who reads, works, exports and deletes them. */
  workedBy: LeadArea
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

export const forms = { quote, consultation, newsletter, contact, career, vendor } as const satisfies Record<string, FormDefinition>

export type FormName = keyof typeof forms

export const formNames = Object.keys(forms) as FormName[]

/** A form's definition under the common type (whether or not it takes a file). */
export const definitionOf = (name: FormName): FormDefinition => forms[name]
