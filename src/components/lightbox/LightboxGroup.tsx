'use client'

import dynamic from 'next/dynamic'
import { type MouseEvent, type ReactNode, useState } from 'react'

import type { LightboxSlide } from './slides'

/** The lightbox's code (and styles) load only when a visitor first opens a photo. */
const PhotoLightbox = dynamic(() => import('./PhotoLightbox'), { ssr: false })

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
      {index !== null && <PhotoLightbox slides={slides} index={index} onClose={() => setIndex(null)} />}
    </div>
  )
}
