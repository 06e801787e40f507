import type { CollectionConfig, PayloadRequest, UIField } from 'payload'

import { isLocale } from '@/lib/locales'
import { localizedPath } from '@/lib/localePaths'
import { type PublicCollection, publicPathOf } from '@/lib/routes'
import { siteUrl } from './env'

/** The widths editors check a page at, beside the form: a phone, a tablet and a desktop. */
export const previewBreakpoints = [
  { label: 'Phone', name: 'phone', width: 375, height: 740 },
  { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
  { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
]

/** The route that lets a signed-in editor see drafts (src/site/pages/next/preview.ts), then shows the page at `path`. */
export const previewRoute = '/next/preview'

/**
 * The site as the editor reached it: SITE_URL with the host the admin was opened on (127.0.0.1
 * rather than localhost, say), so that the preview is served from the admin's own origin, where
 * the editor is signed in and the admin and the page talk to each other.
 */
function originFor(req?: Pick<PayloadRequest, 'headers'>) {
  const site = new URL(siteUrl())
  const host = req?.headers.get('host')
  if (host) site.host = host // a value that is no host leaves it as it was
  return site.origin
}

export const previewUrl = (path: string, req?: Pick<PayloadRequest, 'headers'>) =>
  new URL(`${previewRoute}?${new URLSearchParams({ path })}`, originFor(req)).toString()

/**
 * Live preview (the public template beside the form, open at first, refreshed on every autosave) and the
 * "Preview" link of a public collection's documents, in the language being edited ('/ar/…' while the
 * editor writes Arabic); nothing until the document has its address.
 */
export function previewOf(collection: PublicCollection): Pick<NonNullable<CollectionConfig['admin']>, 'livePreview' | 'preview'> {
  const urlOf = (doc: Record<string, unknown>, req: PayloadRequest, locale: string | undefined) => {
    const path = publicPathOf(collection, doc)
    return path ? previewUrl(isLocale(locale) ? localizedPath(locale, path) : path, req) : null
  }
  return {
    livePreview: { url: ({ data, req, locale }) => urlOf(data, req, locale?.code), breakpoints: previewBreakpoints, openByDefault: true },
    preview: (doc, { req, locale }) => urlOf(doc, req, locale),
  }
}

/** Drafts with history, saved as the editor types so the live preview follows, and publication at a chosen time. */
export const draftVersions = {
  drafts: { autosave: { interval: 500 }, schedulePublish: true },
  maxPerDoc: 25,
} as const

/** A sidebar link to the published page on the public site (src/cms/admin/ViewOnSite.tsx). */
export const viewOnSiteField = (collection: 'pages' | 'projects' | 'posts'): UIField => ({
  name: 'viewOnSite',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: { path: '@/cms/admin/ViewOnSite#ViewOnSite', clientProps: { collection } } } },
})
