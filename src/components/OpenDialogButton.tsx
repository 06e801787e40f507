'use client'

import type { ReactNode } from 'react'

/** Browsers with invoker commands open the dialog themselves, with or without JavaScript. */
const opensByCommand = () => typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype

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
        if (!opensByCommand()) (document.getElementById(dialogId) as HTMLDialogElement | null)?.showModal()
      }}
    >
      {children}
    </button>
  )
}
