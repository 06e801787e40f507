'use client'

import { useEffect, useState } from 'react'

import { sentNoticeId } from '../afterSuccess'
import { formNames, forms } from '../definitions'
import { NoticeCard } from './NoticeCard'
import { sentNoticeEvent, takeSentNotice } from './sentNotice'

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
