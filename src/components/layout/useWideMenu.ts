'use client'

import { useSyncExternalStore } from 'react'

import { wideMenuQuery } from './useDropdowns'

function subscribe(listener: () => void) {
  const query = window.matchMedia(wideMenuQuery)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/** Whether the menu is a row of links (wide screens) rather than a drawer; a drawer in the served HTML and until hydrated. */
export const useWideMenu = () => useSyncExternalStore(subscribe, () => window.matchMedia(wideMenuQuery).matches, () => false)
