import Link from 'next/link'
import type { ComponentProps } from 'react'

/** A link an editor typed: paths of this site go through next/link (prefetched), others are plain anchors. */
export function Hyperlink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return href.startsWith('/') ? <Link href={href} {...props} /> : <a href={href} {...props} />
}
