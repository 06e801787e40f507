'use client'

import Lightbox from 'yet-another-react-lightbox'
import 'yet-another-react-lightbox/styles.css'

import type { LightboxSlide } from './slides'

/** yet-another-react-lightbox, open on one photo of the group: arrows and Escape work as expected. */
export default function PhotoLightbox({
  slides,
  index,
  onClose,
}: {
  slides: LightboxSlide[]
  index: number
  onClose: () => void
}) {
  return <Lightbox open slides={slides} index={index} close={onClose} controller={{ closeOnBackdropClick: true }} />
}
