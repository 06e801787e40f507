import { CloseIcon } from '@/components/icons/interface'
import type { ReactNode } from 'react'
import { words } from '@/features/site/words'

/**
 * A modal dialog on the native <dialog>: opened with showModal() (see OpenDialogButton), it keeps
 * focus inside, closes on Escape, on its close button and on a click outside, and gives focus back
 * to the button that opened it.
 */
export function Dialog({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const titleId = `${id}-title`
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      {...{ closedby: 'any' }}
      className="dialog"
    >
      {/* Sticky: the title and the close button stay in view while a long form scrolls under them. */}
      <div className="dialog-head">
        <h2 id={titleId} className="font-display text-2xl">
          {title}
        </h2>
        <form method="dialog">
          <button type="submit" aria-label={words().dialog.close} className="dialog-close">
            <CloseIcon className="size-5" />
          </button>
        </form>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  )
}
