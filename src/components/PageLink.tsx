import type { ComponentProps } from 'react'

import { pageLanguage } from '@/features/site/pageContext'
import { localizedPath } from '@/lib/localePaths'

/**
 * A link to a page of this site, in the language of the page it is on ('/about-us' is '/ar/about-us'
 * on an Arabic page): a plain link, which the browser follows (pages are documents, with no client
 * router and nothing prefetched).
 */
export function PageLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  return <a href={localizedPath(pageLanguage(), href)} {...props} />
}
