import type { CollectionConfig, UIField } from 'payload'

import { absoluteUrl } from './env'

/** The widths editors check a page at, beside the form: a phone, a tablet and a desktop. */
export const previewBreakpoints = [
  { label: 'Phone', name: 'phone', width: 375, height: 740 },
  { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
  { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
]

/** The route that lets a signed-in editor see drafts (src/app/next/preview/route.ts), then shows the page at `path`. */
export const previewRoute = '/next/preview'
export const previewUrl = (path: string) => absoluteUrl(`${previewRoute}?${new URLSearchParams({ path })}`)

/**
 * Live preview (the public template beside the form, open at first, refreshed on every autosave) and the
 * "Preview" link of a collection whose documents are served at `pathOf(doc)`; nothing until the
 * document has its address.
 */
export function previewOf<Doc>(addressField: string, pathOf: (doc: Doc) => string): Pick<NonNullable<CollectionConfig['admin']>, 'livePreview' | 'preview'> {
  const urlOf = (doc: Record<string, unknown>) => (doc[addressField] ? previewUrl(pathOf(doc as Doc)) : null)
  return {
    livePreview: { url: ({ data }) => urlOf(data), breakpoints: previewBreakpoints, openByDefault: true },
    preview: (doc) => urlOf(doc),
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
