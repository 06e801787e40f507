'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'

import type { LeadFormProps } from './LeadForm'

function FormLoading() {
  return <p className="py-6 text-sm text-ink-soft">Loading the form…</p>
}

/** The lead form, its code fetched when it is first rendered (a panel that unfolds, say). */
export const LazyLeadForm = dynamic(() => import('./LeadForm').then((module) => module.LeadForm), {
  ssr: false,
  loading: () => <FormLoading />,
})

/**
 * A lead form whose code (react-hook-form, the schemas) loads only when the form first comes near
 * the viewport, or its dialog opens. Pages load no form code before a visitor gets there.
 */
export function DeferredLeadForm(props: LeadFormProps) {
  const placeholder = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const element = placeholder.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setShown(true)
        observer.disconnect()
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  if (shown) return <LazyLeadForm {...props} />
  return (
    <div ref={placeholder} className="min-h-24">
      <FormLoading />
    </div>
  )
}
