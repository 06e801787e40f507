'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef } from 'react'

import type { FormDefinition, FormName } from '../definitions'
import { FormMarkup } from './FormMarkup'
import { useFormSettings } from './formSettings'
import { TargetNotice } from './NoticeCard'
import { pendingSubmitEvent } from './submitGuard'

export type LeadFormProps = {
  name: FormName
  /** The form's definition, given by the server (LeadForm): the definitions stay out of the pages' script. */
  definition: FormDefinition
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
 * (not before: a page's first load carries none of it). A submission made before it has arrived
 * waits for it (submitGuard.ts holds it) and is then checked and sent by it.
 */
export function LeadFormView({ name, definition, defaults = {}, className = '', compact = false }: LeadFormProps) {
  const settings = useFormSettings()
  const id = useId()
  const router = useRouter()
  const enhancement = useRef<Promise<void>>(null)

  const enhance = (element: HTMLFormElement) => {
    enhancement.current ??= import('./enhance').then((module) =>
      module.enhance(element, { form: name, definition, ...settings, navigate: router.push }),
    )
    return enhancement.current
  }

  // A submission held before this form was interactive, or since, is sent again once enhanced.
  useEffect(() => {
    const element = document.getElementById(id) as HTMLFormElement | null
    if (!element) return
    const submitAgain = () =>
      enhance(element).then(() => {
        if (!element.hasAttribute('data-pending')) return
        element.removeAttribute('data-pending')
        element.requestSubmit()
      })
    if (element.hasAttribute('data-pending')) void submitAgain()
    element.addEventListener(pendingSubmitEvent, submitAgain)
    return () => element.removeEventListener(pendingSubmitEvent, submitAgain)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form: enhance() keeps its first result
  }, [id])

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
      {definition.after === 'samePage' && <TargetNotice form={name} message={definition.successMessage} />}
    </>
  )
}
