import type { ComponentProps } from 'react'

/**
 * A link to a page of this site: a plain link, which the browser follows (pages are documents, with
 * no client router and nothing prefetched).
 */
export function PageLink(props: ComponentProps<'a'> & { href: string }) {
  return <a {...props} />
}
