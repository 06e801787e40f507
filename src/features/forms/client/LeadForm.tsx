'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef } from 'react'

import { definitionOf, type FormName } from '../definitions'
import { FormMarkup } from './FormMarkup'
import { useFormSettings } from './formSettings'
import { LandingNotices } from './SentNotice'

export type LeadFormProps = {
  form: FormName
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
 * (not before: a page's first load carries none of it), and until it has arrived a submission is
 * an ordinary post.
 */
export function LeadForm(props: LeadFormProps) {
  const { form: name, defaults = {}, className = '', compact = false } = props
  const settings = useFormSettings()
  const id = useId()
  const router = useRouter()
  const enhancement = useRef<Promise<void>>(null)

  const enhance = (element: HTMLFormElement) => {
    enhancement.current ??= import('./enhance').then((module) =>
      module.enhance(element, { form: name, ...settings, navigate: router.push }),
    )
  }

  const definition = definitionOf(name)
  return (
    <>
      <FormMarkup
        name={name}
        definition={definition}
        id={id}
        fallback={settings.fallback}
        defaults={defaults}
        className={className}
        compact={compact}
        onReach={enhance}
      />
      {definition.after === 'samePage' && <LandingNotices names={[name]} />}
    </>
  )
}
