import Lightbox, { type Labels } from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/captions.css'
import 'yet-another-react-lightbox/plugins/counter.css'

import type { LightboxSlide } from './slides'

/**
 * yet-another-react-lightbox, open on one photo of the group: arrows and Escape work as expected,
 * '3 / 12' counts the group's photos, and each photo's caption is its description (alt text).
 */
export default function PhotoLightbox({
  slides,
  index,
  labels,
  onClose,
}: {
  slides: LightboxSlide[]
  index: number
  /** Its buttons' and regions' names, in the page's language. */
  labels: Labels
  onClose: () => void
}) {
  return (
    <Lightbox
      open
      slides={slides.map((slide) => ({ ...slide, description: slide.alt }))}
      index={index}
      labels={labels}
      close={onClose}
      plugins={[Captions, Counter]}
      captions={{ descriptionTextAlign: 'center' }}
      controller={{ closeOnBackdropClick: true }}
    />
  )
}
