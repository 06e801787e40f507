import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

import PhotoLightbox from './PhotoLightbox'
import { slideOfThumbnail } from './slides'
import type { Labels } from 'yet-another-react-lightbox'

/**
 * A LightboxGroup's thumbnails open the lightbox (yet-another-react-lightbox, on Preact in the
 * browser) on their photo, mounted in a root of its own until it is closed. The slides are the
 * thumbnails' pictures, in their order; its labels are the group's (data-labels, in the page's language).
 */
export default function enhanceLightbox(group: HTMLElement) {
  const slides = [...group.querySelectorAll<HTMLImageElement>('button[data-slide] img')].map(slideOfThumbnail)
  const labels = JSON.parse(group.dataset.labels ?? '{}') as Labels
  group.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('button[data-slide]')
    if (!button || !group.contains(button)) return
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    const close = () => {
      root.unmount()
      container.remove()
    }
    root.render(createElement(PhotoLightbox, { slides, index: Number(button.dataset.slide), labels, onClose: close }))
  })
}
