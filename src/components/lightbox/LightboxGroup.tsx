import type { ReactNode } from 'react'
import { words } from '@/features/site/words'

/**
 * Opens the photos of its thumbnails as one group in a lightbox. The thumbnails are the children,
 * rendered on the server: any descendant `button[data-slide]` opens the photo of that index. The
 * lightbox's code (and styles) load on the first click of a thumbnail (lightbox.ts), which reads
 * the slides from the thumbnails' pictures and opens it, with its labels in the page's language (data-labels).
 */
export function LightboxGroup({ children }: { children: ReactNode }) {
  return (
    <div data-enhance="lightbox" data-when="interaction" data-labels={JSON.stringify(words().lightbox)}>
      {children}
    </div>
  )
}
