'use client'

import { useEffect } from 'react'

/**
 * Stops the page behind an overlay from scrolling while `locked` (globals.css hides the overflow
 * of the root marked `data-scroll-locked`), and puts the page back where it was when it unlocks,
 * should a browser have moved it meanwhile.
 */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return
    const root = document.documentElement
    const { scrollX, scrollY } = window
    root.setAttribute('data-scroll-locked', '')
    return () => {
      root.removeAttribute('data-scroll-locked')
      if (window.scrollX !== scrollX || window.scrollY !== scrollY) window.scrollTo(scrollX, scrollY)
    }
  }, [locked])
}
