'use client'

import { lazy, type MouseEvent, type ReactNode, Suspense, useState } from 'react'

import type { LightboxSlide } from './slides'

/**
 * The lightbox's code (and styles) load only when a visitor first opens a photo. React's own lazy,
 * not next/dynamic: the page then carries no loader runtime of its own.
 */
const PhotoLightbox = lazy(() => import('./PhotoLightbox'))

/**
 * Opens the photos of `slides` as one group in a lightbox. The thumbnails are the children,
 * rendered on the server: any descendant `button[data-slide]` opens the photo of that index.
 */
export function LightboxGroup({ slides, children }: { slides: LightboxSlide[]; children: ReactNode }) {
  const [index, setIndex] = useState<number | null>(null)

  function open(event: MouseEvent<HTMLDivElement>) {
    const button = (event.target as HTMLElement).closest<HTMLElement>('button[data-slide]')
    if (button) setIndex(Number(button.dataset.slide))
  }

  return (
    <div onClick={open}>
      {children}
      {index !== null && (
        <Suspense>
          <PhotoLightbox slides={slides} index={index} onClose={() => setIndex(null)} />
        </Suspense>
      )}
    </div>
  )
}
