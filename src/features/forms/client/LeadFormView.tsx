'use client'

import { useId } from 'react'

import type { FormDefinition, FormName } from '../definitions'
import type { FormWords } from '../words/formWords'
import { FormMarkup } from './FormMarkup'
import { useFormSettings } from './formSettings'
import { TargetNotice } from './NoticeCard'

export type LeadFormProps = {
  name: FormName
  /** The form's definition in the page's language, given by the server (LeadForm). */
  definition: FormDefinition
  /** What the form says besides its definition, in the page's language. */
  words: FormWords
  /** Values filled in from the start (the role of the vacancy applied for, say). */
  defaults?: Record<string, string>
  className?: string
  /** Labels read by assistive technology only, the fields showing them as placeholders. */
  compact?: boolean
}

/**
 * One of the site's forms, whole in the served HTML: a plain form that posts to its SPEC §7
 * endpoint and works without JavaScript. JavaScript improves it (enhance.ts: checks in the page,
 * progress, SPEC §4's transitions); that code loads when the visitor first reaches for the form
 * (leadForms.ts): a page's first load carries none of it. A submission made before it has arrived waits for it (submitGuard.ts holds it).
 */
export function LeadFormView({ name, definition, words, defaults = {}, className = '', compact = false }: LeadFormProps) {
  const settings = useFormSettings()
  const id = useId()
  return (
    <>
      <FormMarkup
        name={name}
        definition={definition}
        words={words}
        id={id}
        fallback={settings.fallback}
        defaults={defaults}
        className={className}
        compact={compact}
      />
      {definition.after === 'samePage' && <TargetNotice form={name} message={definition.successMessage} dismissLabel={words.dismiss} />}
    </>
  )
}
