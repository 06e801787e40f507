'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef } from 'react'

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
 * progress, SPEC §4's transitions); that code loads when the visitor first reaches for the form,
 * and until it has arrived a submission is an ordinary post.
 */
export function LeadForm(props: LeadFormProps) {
  const { form: name, defaults = {}, className = '', compact = false } = props
  const settings = useFormSettings()
  const id = useId()
  const router = useRouter()
  const enhancement = useRef<Promise<void>>(null)

  const formRef = useRef<HTMLFormElement>(null)
  const enhance = (element: HTMLFormElement) => {
    enhancement.current ??= import('./enhance').then((module) =>
      module.enhance(element, { form: name, ...settings, navigate: router.push }),
    )
  }

  // Also once the form comes near the screen, at the browser's next idle moment.
  useEffect(() => {
    const element = formRef.current
    if (!element || enhancement.current) return
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200))
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        whenIdle(() => enhance(element))
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  })

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
        formRef={formRef}
        onReach={enhance}
      />
      {definition.after === 'samePage' && <LandingNotices names={[name]} />}
    </>
  )
}
