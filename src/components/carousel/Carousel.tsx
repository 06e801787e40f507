'use client'

import dynamic from 'next/dynamic'

/**
 * The carousel, in its own chunk: a page loads Embla only when it shows one, and then from the
 * served HTML (next/dynamic names the chunk there), so the slides hydrate as soon as the page does.
 */
export const Carousel = dynamic(() => import('./EmblaCarousel').then((module) => module.EmblaCarousel))
