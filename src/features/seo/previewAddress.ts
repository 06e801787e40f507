import type { GenerateURL } from '@payloadcms/plugin-seo/types'

import { absoluteUrl } from '@/cms/env'
import { isLocale } from '@/lib/locales'
import { localizedPath } from '@/lib/localePaths'
import { publicPathOf } from '@/lib/routes'

/**
 * The address the SEO tab's search-result preview shows: the page's own public address in the
 * language being edited ('https://example.ae/ar/about-us'), as a search engine would list it;
 * empty (the plugin's placeholder) until the document has its address.
 */
export const seoPreviewAddress: GenerateURL = ({ collectionSlug, doc, locale }) => {
  const path = publicPathOf(collectionSlug ?? '', doc as Record<string, unknown>)
  if (!path) return ''
  return absoluteUrl(isLocale(locale) ? localizedPath(locale, path) : path)
}
