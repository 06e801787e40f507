'use client'

import { createContext, type ReactNode, use } from 'react'

import { JsonData } from '@/components/JsonData'

import { formSettingsElementId } from './pageData'

export type FormSettings = {
  /** The company's home site, where SPEC §4 sends an applicant. */
  companySite: string
  /** Offered when sending fails. */
  fallback: { phone: string; telHref: string; whatsappUrl?: string }
  uploadMaxBytes: number
}

const FormSettingsContext = createContext<FormSettings | null>(null)

/**
 * What every form of the site needs from the server, given once by the layout (placements.ts), and
 * written once in the page for the forms' enhancement.
 */
export function FormSettingsProvider({ settings, children }: { settings: FormSettings; children: ReactNode }) {
  return (
    <FormSettingsContext value={settings}>
      <JsonData id={formSettingsElementId} data={settings} />
      {children}
    </FormSettingsContext>
  )
}

export function useFormSettings(): FormSettings {
  const settings = use(FormSettingsContext)
  if (!settings) throw new Error('A form is rendered outside the FormSettingsProvider of the site layout')
  return settings
}
