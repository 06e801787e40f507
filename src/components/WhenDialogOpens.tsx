'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * Renders its children only once the enclosing <dialog> has been opened, so that every page does
 * not carry the markup of forms most visitors never open.
 */
export function WhenDialogOpens({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    const dialog = ref.current?.closest('dialog')
    if (!dialog) return
    const showIfOpen = () => {
      if (!dialog.open) return false
      setOpened(true)
      return true
    }
    // The dialog may have been opened before this page finished hydrating.
    if (showIfOpen()) return
    const observer = new MutationObserver(() => showIfOpen() && observer.disconnect())
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] })
    return () => observer.disconnect()
  }, [])
  return <div ref={ref}>{opened && children}</div>
}
