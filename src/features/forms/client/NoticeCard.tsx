import { CheckCircle2, X } from 'lucide-react'
import type { ReactNode } from 'react'

const placement = 'fixed inset-x-4 top-4 z-50 mx-auto flex max-w-lg items-start gap-3 rounded-lg bg-ink px-5 py-4 text-white shadow-2xl'

/** How the thank-you notice looks, whichever way it is shown; `dismiss` is its close control. */
export function NoticeCard({ message, dismiss, className = '', id }: { message: string; dismiss: ReactNode; className?: string; id?: string }) {
  return (
    <p id={id} role="status" className={`${placement} ${className}`}>
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-[#7fd1a4]" />
      <span>{message}</span>
      {dismiss}
    </p>
  )
}

export const dismissIcon = <X aria-hidden="true" className="size-5" />
export const dismissClass = 'ml-auto rounded hover:bg-white/10'
