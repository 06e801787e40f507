'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

/**
 * A link to a page of this site. Next prefetches every link as it scrolls into view, which on a phone
 * means the code and data of pages the visitor may never open, fetched while the page is still
 * loading; this one fetches its page when the visitor reaches for the link (pointer, focus, touch).
 */
export function PageLink({ href, ...props }: ComponentProps<typeof Link>) {
  const router = useRouter()
  const prefetch = () => router.prefetch(typeof href === 'string' ? href : String(href.pathname ?? '/'))
  return <Link href={href} prefetch={false} onMouseEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} {...props} />
}
