import type { ComponentProps } from 'react'

import { PageLink } from './PageLink'

/** A link an editor typed: paths of this site are PageLinks (client-side navigation), others are plain anchors. */
export function Hyperlink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return href.startsWith('/') ? <PageLink href={href} {...props} /> : <a href={href} {...props} />
}
