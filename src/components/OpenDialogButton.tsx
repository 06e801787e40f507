'use client'

import type { ReactNode } from 'react'

/**
 * A button that opens the page's <dialog> with the given id as a modal: by the invoker command
 * (`commandfor`, no JavaScript needed), or by a click handler where the browser lacks commands.
 */
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
      {...{ commandfor: dialogId, command: 'show-modal' }}
      className={className}
      onClick={() => {
        // Where the browser has no invoker commands; where it has, the dialog is already open.
        const dialog = document.getElementById(dialogId) as HTMLDialogElement | null
        if (!dialog?.open) dialog?.showModal()
      }}
    >
      {children}
    </button>
  )
}
