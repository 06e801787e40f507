import type { ReactNode } from 'react'

import { JsonData } from '@/components/JsonData'
import type { LightboxSlide } from './slides'

/**
 * Opens the photos of `slides` as one group in a lightbox. The thumbnails are the children,
 * rendered on the server: any descendant `button[data-slide]` opens the photo of that index. The
 * lightbox's code (and styles) load on the first click of a thumbnail (lightbox.ts), which then
 * opens it; the slides wait in the page as JSON.
 */
export function LightboxGroup({ slides, children }: { slides: LightboxSlide[]; children: ReactNode }) {
  return (
    <div data-enhance="lightbox" data-when="interaction">
      {children}
      <JsonData data-slides="" data={slides} />
    </div>
  )
}
