import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

import PhotoLightbox from './PhotoLightbox'
import type { LightboxSlide } from './slides'

/**
 * A LightboxGroup's thumbnails open the lightbox (yet-another-react-lightbox, on Preact in the
 * browser) on their photo, mounted in a root of its own until it is closed.
 */
export default function enhanceLightbox(group: HTMLElement) {
  const slides = JSON.parse(group.querySelector(':scope > script[data-slides]')!.textContent!) as LightboxSlide[]
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
    root.render(createElement(PhotoLightbox, { slides, index: Number(button.dataset.slide), onClose: close }))
  })
}
