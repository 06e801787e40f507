import { pageLanguage } from '@/features/site/pageContext'
import { localizedPath } from '@/lib/localePaths'

/**
 * Where a route rewrites an address it does not have: the not-found page in the page's language
 * (a rewrite runs the middleware again, which reads the language from the address).
 */
export const notFoundRoute = () => localizedPath(pageLanguage(), '/404')
