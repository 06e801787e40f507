'use client'

import type { ReactNode } from 'react'

/** A button that opens the page's <dialog> with the given id as a modal. */
export function OpenDialogButton({
  dialogId,
  className,
  children,
}: {
  dialogId: string
  className?: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onClick={() => (document.getElementById(dialogId) as HTMLDialogElement | null)?.showModal()}
    >
      {children}
    </button>
  )
}
