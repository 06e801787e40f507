import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons/interface'
import { Children, type ReactNode } from 'react'
import { words } from '@/features/site/words'

/**
 * Slides rendered on the server (the `<li>` children) in a row that scrolls and snaps by itself
 * (CSS scroll-snap: swipe, trackpad, keyboard, and without JavaScript). Once in view its script
 * (carousel.ts) drives Previous and Next and announces the slide in view, politely.
 */
export function Carousel({
  label,
  listLabel,
  children,
}: {
  label: string
  /** Names the list of slides (MARKUP.md calls a photo list 'Gallery'). */
  listLabel?: string
  children: ReactNode
}) {
  const t = words().carousel
  const count = Children.count(children)
  const control = 'inline-flex size-11 items-center justify-center rounded-full border border-ink/20 hover:bg-sand disabled:opacity-35 disabled:hover:bg-transparent'
  return (
    <div role="region" aria-roledescription={t.role} aria-label={label} data-enhance="carousel" data-when="visible">
      {/* relative: absolutely placed descendants (screen-reader text) are clipped too, so hidden slides never widen the page */}
      {/* Focusable: a keyboard scrolls it, even when no slide holds a link. */}
      <div data-viewport tabIndex={0} className="relative snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&>ul>li]:snap-start">
        <ul aria-label={listLabel} className="-ms-5 flex">
          {children}
        </ul>
      </div>
      <div className="mt-6 flex items-center gap-3">
        <button type="button" data-previous className={control} disabled>
          <ChevronLeftIcon className="size-5" />
          <span className="sr-only">{t.previous}</span>
        </button>
        <button type="button" data-next className={control} disabled={count < 2}>
          <ChevronRightIcon className="size-5" />
          <span className="sr-only">{t.next}</span>
        </button>
        <p aria-live="polite" data-position className="text-sm text-ink-soft">
          1 / {count}
        </p>
      </div>
    </div>
  )
}
