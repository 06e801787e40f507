'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons/interface'
import { Children, type ReactNode, useEffect, useState } from 'react'

/**
 * Embla around slides rendered on the server (the `<li>` children): Previous and Next buttons,
 * swipe, and a polite announcement of the slide in view.
 */
export function EmblaCarousel({
  label,
  listLabel,
  children,
}: {
  label: string
  /** Names the list of slides (MARKUP.md calls a photo list 'Gallery'). */
  listLabel?: string
  children: ReactNode
}) {
  const count = Children.count(children)
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start' })
  const [state, setState] = useState({ selected: 0, canPrevious: false, canNext: count > 1 })

  useEffect(() => {
    if (!embla) return
    const update = () =>
      setState({ selected: embla.selectedScrollSnap(), canPrevious: embla.canScrollPrev(), canNext: embla.canScrollNext() })
    update()
    embla.on('select', update).on('reInit', update)
    return () => {
      embla.off('select', update).off('reInit', update)
    }
  }, [embla])

  const control = 'inline-flex size-11 items-center justify-center rounded-full border border-ink/20 hover:bg-sand disabled:opacity-35 disabled:hover:bg-transparent'
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label}>
      {/* relative: absolutely placed descendants (screen-reader text) are clipped too, so hidden slides never widen the page */}
      <div ref={viewportRef} className="relative overflow-hidden">
        <ul aria-label={listLabel} className="-ms-5 flex touch-pan-y">
          {children}
        </ul>
      </div>
      <div className="mt-6 flex items-center gap-3">
        <button type="button" className={control} disabled={!state.canPrevious} onClick={() => embla?.scrollPrev()}>
          <ChevronLeftIcon className="size-5" />
          <span className="sr-only">Previous</span>
        </button>
        <button type="button" className={control} disabled={!state.canNext} onClick={() => embla?.scrollNext()}>
          <ChevronRightIcon className="size-5" />
          <span className="sr-only">Next</span>
        </button>
        <p aria-live="polite" className="text-sm text-ink-soft">
          {state.selected + 1} / {embla?.scrollSnapList().length ?? count}
        </p>
      </div>
    </div>
  )
}
