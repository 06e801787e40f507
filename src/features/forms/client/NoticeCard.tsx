import type { ReactNode } from 'react'

import { sentNoticeId } from '../protocol'

/** How a thank-you notice looks, whichever way it is shown (its check mark and frame: `.notice`). */
export function NoticeCard({
  message,
  dismiss,
  className = '',
  id,
  hidden,
  ...data
}: {
  message: string
  dismiss: ReactNode
  className?: string
  id?: string
  hidden?: boolean
  'data-sent-notice'?: string
}) {
  return (
    <p id={id} role="status" hidden={hidden} className={className ? `notice ${className}` : 'notice'} {...data}>
      <span data-message>{message}</span>
      {dismiss}
    </p>
  )
}

/**
 * The thank-you notice of a plain post that lands on this page: the answer sends the browser to
 * `#sent-<form>`, where CSS (`.notice[id]:not(:target)`) shows the notice without any script.
 */
export function TargetNotice({ form, message, dismissLabel }: { form: string; message: string; dismissLabel: string }) {
  return (
    <NoticeCard
      id={sentNoticeId(form)}
      message={message}
      dismiss={
        <a href="#main" aria-label={dismissLabel} className="notice-dismiss">
          ×
        </a>
      }
    />
  )
}
