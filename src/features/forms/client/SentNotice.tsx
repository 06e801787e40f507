'use client'

import { useEffect, useState } from 'react'

import { NoticeCard } from './NoticeCard'
import { sentNoticeEvent, takeSentNotice } from './sentNotice'

/**
 * The thank-you notice an enhanced form announces where it lands the visitor, on every page (those
 * of plain posts are the page's own: LandingNotices).
 */
export function SentNotice() {
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
  )
}

