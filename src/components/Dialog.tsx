import { CloseIcon } from '@/components/icons/interface'
import type { ReactNode } from 'react'

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
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(100%-2rem,40rem)] overflow-y-auto overscroll-contain rounded-lg bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/70"
    >
      {/* Sticky: the title and the close button stay in view while a long form scrolls under them. */}
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-stone bg-white px-6 py-4">
        <h2 id={titleId} className="font-display text-2xl">
          {title}
        </h2>
        <form method="dialog">
          <button
            type="submit"
            aria-label="Close"
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-sand"
          >
            <CloseIcon className="size-5" />
          </button>
        </form>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  )
}
