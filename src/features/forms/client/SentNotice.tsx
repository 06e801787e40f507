'use client'

import { CheckCircle2, X } from 'lucide-react'
import { useEffect, useState } from 'react'

import { sentNoticeEvent, takeSentNotice } from './sentNotice'

/** The thank-you notice a visitor sees where a successful form sends them. */
export function SentNotice() {
  const [message, setMessage] = useState<string | null>(null)
  useEffect(() => {
    const show = () => setMessage(takeSentNotice())
    show()
    window.addEventListener(sentNoticeEvent, show)
    return () => window.removeEventListener(sentNoticeEvent, show)
  }, [])
  return (
    <div role="status" aria-live="polite" className="fixed inset-x-4 top-4 z-50 flex justify-center pointer-events-none">
      {message && (
        <p className="pointer-events-auto flex max-w-lg items-start gap-3 rounded-lg bg-ink px-5 py-4 text-white shadow-2xl">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-[#7fd1a4]" />
          <span>{message}</span>
          <button type="button" onClick={() => setMessage(null)} aria-label="Dismiss" className="ml-2 rounded hover:bg-white/10">
            <X aria-hidden="true" className="size-5" />
          </button>
        </p>
      )}
    </div>
  )
}
