import type { ReactNode } from 'react'

/** How a thank-you notice looks, whichever way it is shown (its check mark and frame: `.notice`). */
export function NoticeCard({ message, dismiss, className = '', id }: { message: string; dismiss: ReactNode; className?: string; id?: string }) {
  return (
    <p id={id} role="status" className={`notice ${className}`}>
      <span>{message}</span>
      {dismiss}
    </p>
  )
}
