'use client'

import { type ReactNode, useEffect, useState } from 'react'

import { formNames, forms, sentNoticeId } from '../definitions'
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
 * and one per form for a plain post, whose answer sends the browser to `#sent-<form>`, where CSS
 * (`:target`) shows it without any script.
 */
export function SentNotice() {
  const [message, setMessage] = useState<string | null>(null)
  useEffect(() => {
    const show = () => setMessage(takeSentNotice())
    show()
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
      {formNames.map((name) => (
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
      ))}
    </>
  )
}
