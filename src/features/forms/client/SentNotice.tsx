'use client'

import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useState } from 'react'

import { formsLandingOn } from '../afterSuccess'
import { type FormName, forms, sentNoticeId } from '../definitions'
import { useFormSettings } from './formSettings'
import { sentNoticeEvent, takeSentNotice } from './sentNotice'

/** How a thank-you notice looks, whichever way it is shown (its check mark and frame: `.notice`). */
function NoticeCard({ message, dismiss, className = '', id }: { message: string; dismiss: ReactNode; className?: string; id?: string }) {
  return (
    <p id={id} role="status" className={`notice ${className}`}>
      <span>{message}</span>
      {dismiss}
    </p>
  )
}

/**
 * Every page's thank-you notices: the one an enhanced form announces where it lands the visitor,
 * and those of the plain posts that land on this page.
 */
export function SentNotice() {
  const path = usePathname()
  const { companySite } = useFormSettings()
  const [message, setMessage] = useState<string | null>(null)
  useEffect(() => {
    // Session storage exists only in the browser, so the notice kept across a reload is read here.
    const showKept = () => setMessage(takeSentNotice())
    showKept()
    const show = (event: Event) => setMessage((event as CustomEvent<string>).detail)
    window.addEventListener(sentNoticeEvent, show)
    return () => window.removeEventListener(sentNoticeEvent, show)
  }, [])
  return (
    <>
      <div aria-live="polite" className="pointer-events-none">
        {message && (
          <NoticeCard
            message={message}
            className="pointer-events-auto"
            dismiss={
              <button type="button" onClick={() => setMessage(null)} aria-label="Dismiss" className="notice-dismiss">
                ×
              </button>
            }
          />
        )}
      </div>
      <LandingNotices names={formsLandingOn(path, companySite)} />
    </>
  )
}

/**
 * The thank-you notices of plain posts that land on this page: the answer sends the browser to
 * `#sent-<form>`, where CSS (`:target`) shows the notice without any script. A form that keeps the
 * visitor on its own page shows its notice beside itself (LeadForm).
 */
export function LandingNotices({ names }: { names: readonly FormName[] }) {
  return names.map((name) => (
    <NoticeCard
      key={name}
      id={sentNoticeId(name)}
      message={forms[name].successMessage}
      className="hidden target:flex"
      dismiss={
        <a href="#main" aria-label="Dismiss" className="notice-dismiss text-center">
          ×
        </a>
      }
    />
  ))
}
