'use client'

import { useEffect, useState } from 'react'

import { dismissClass, dismissIcon, NoticeCard } from './NoticeCard'
import { sentNoticeEvent, takeSentNotice } from './sentNotice'

/** The thank-you notice a visitor sees where a form sent in the page (enhanced) lands them. */
export function SentNotice() {
  const [message, setMessage] = useState<string | null>(null)
  useEffect(() => {
    const show = () => setMessage(takeSentNotice())
    show()
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
            <button type="button" onClick={() => setMessage(null)} aria-label="Dismiss" className={dismissClass}>
              {dismissIcon}
            </button>
          }
        />
      )}
    </div>
  )
}
