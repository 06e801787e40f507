'use client'

import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from 'react'

import { inSafeTriangle, topEdge } from '@/lib/safeTriangle'

/** How long a dropdown opened by hover waits, once the pointer has left it, before it closes. */
export const hoverCloseDelayMs = 300

/** Where the menu is a row of links with dropdowns (Tailwind's lg), not a drawer. */
export const wideMenuQuery = '(min-width: 64rem)'

/** Which dropdown is open, and whether a click (or key) pinned it open rather than hover. */
type OpenDropdown = { index: number; pinned: boolean }

const byWideMouse = (event: ReactPointerEvent) => event.pointerType === 'mouse' && window.matchMedia(wideMenuQuery).matches

/**
 * The open state of the main menu's dropdowns. A mouse opens one by hovering its item; once the
 * pointer leaves, it closes after a short delay, which every move inside the triangle between where
 * it left and the panel's top edge starts again: the pointer can cut diagonally to a link, however
 * slowly, but a pointer resting or heading elsewhere closes it. A click on the item's button pins a
 * hovered dropdown open (hover no longer closes it), and toggles it otherwise.
 */
export function useDropdowns(panelOf: (index: number) => HTMLElement | null) {
  const [open, setOpenState] = useState<OpenDropdown | null>(null)
  // Pointer events can follow each other before React renders: the handlers read this, not `open`.
  const current = useRef<OpenDropdown | null>(null)
  const stopPendingClose = useRef<(() => void) | null>(null)

  const setOpen = useCallback((next: OpenDropdown | null) => {
    current.current = next
    setOpenState(next)
  }, [])

  const cancelClose = useCallback(() => {
    stopPendingClose.current?.()
    stopPendingClose.current = null
  }, [])

  const close = useCallback(() => {
    cancelClose()
    setOpen(null)
  }, [cancelClose, setOpen])

  const closeLater = useCallback(
    (index: number, from: { x: number; y: number }) => {
      cancelClose()
      const panel = panelOf(index)?.getBoundingClientRect()
      const closeIfStillHovered = () => {
        stop()
        if (current.current?.index === index && !current.current.pinned) setOpen(null)
      }
      let timer = window.setTimeout(closeIfStillHovered, hoverCloseDelayMs)
      const headingForPanel = (event: PointerEvent) => {
        if (!panel || !inSafeTriangle({ x: event.clientX, y: event.clientY }, from, topEdge(panel))) return
        window.clearTimeout(timer)
        timer = window.setTimeout(closeIfStillHovered, hoverCloseDelayMs)
      }
      const stop = () => {
        window.clearTimeout(timer)
        document.removeEventListener('pointermove', headingForPanel)
      }
      document.addEventListener('pointermove', headingForPanel)
      stopPendingClose.current = stop
    },
    [cancelClose, panelOf, setOpen],
  )

  useEffect(() => cancelClose, [cancelClose])

  return {
    open,
    /** Pointer handlers for the item (its panel inside it) at this index. */
    hoverHandlers: (index: number) => ({
      onPointerEnter: (event: ReactPointerEvent) => {
        if (!byWideMouse(event)) return
        cancelClose()
        if (current.current?.index !== index) setOpen({ index, pinned: false })
      },
      onPointerLeave: (event: ReactPointerEvent) => {
        const hovered = current.current
        if (byWideMouse(event) && hovered?.index === index && !hovered.pinned) {
          closeLater(index, { x: event.clientX, y: event.clientY })
        }
      },
    }),
    /** The item's button: pins a dropdown that hover opened, otherwise opens or closes it. */
    toggle: (index: number) => {
      cancelClose()
      const shown = current.current
      setOpen(shown?.index === index && shown.pinned ? null : { index, pinned: true })
    },
    close,
  }
}
