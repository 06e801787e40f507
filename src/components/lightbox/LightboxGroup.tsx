import type { ReactNode } from 'react'
import type { Labels } from 'yet-another-react-lightbox'

/**
 * Opens the photos of its thumbnails as one group in a lightbox. The thumbnails are the children,
 * rendered on the server: any descendant `button[data-slide]` opens the photo of that index. The
 * lightbox's code (and styles) load on the first click of a thumbnail (lightbox.ts), which reads
 * the slides from the thumbnails' pictures and opens it with `labels` (the lightbox's names for
 * its controls, in the page's language).
 */
export function LightboxGroup({ labels, children }: { labels: Labels; children: ReactNode }) {
  return (
    <div data-enhance="lightbox" data-when="interaction" data-labels={JSON.stringify(labels)}>
      {children}
    </div>
  )
}
