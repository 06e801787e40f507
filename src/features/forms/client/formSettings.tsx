'use client'

import { createContext, type ReactNode, use, useState } from 'react'

import type { FormDefinition, FormName } from '../definitions'
import { JsonData } from '@/components/JsonData'

import { definitionAttribute, formSettingsElementId } from './pageData'

export type FormSettings = {
  /** The company's home site, where SPEC §4 sends an applicant. */
  companySite: string
  /** Offered when sending fails. */
  fallback: { phone: string; telHref: string; whatsappUrl?: string }
  uploadMaxBytes: number
}

type Context = { settings: FormSettings; written: Set<FormName> }

const FormSettingsContext = createContext<Context | null>(null)

/**
 * What every form of the site needs from the server, given once by the layout (placements.ts), and
 * written once in the page for the forms' enhancement.
 */
export function FormSettingsProvider({ settings, children }: { settings: FormSettings; children: ReactNode }) {
  const [written] = useState(() => new Set<FormName>())
  return (
    <FormSettingsContext value={{ settings, written }}>
      <JsonData id={formSettingsElementId} data={settings} />
      {children}
    </FormSettingsContext>
  )
}

function useFormContext(): Context {
  const context = use(FormSettingsContext)
  if (!context) throw new Error('A form is rendered outside the FormSettingsProvider of the site layout')
  return context
}

export const useFormSettings = (): FormSettings => useFormContext().settings

/** A form's definition as JSON, written by the page's first form of that name only. */
export function FormDefinitionOnce({ name, definition }: { name: FormName; definition: FormDefinition }) {
  const { written } = useFormContext()
  if (written.has(name)) return null
  written.add(name)
  return <JsonData {...{ [definitionAttribute]: name }} data={definition} />
}
