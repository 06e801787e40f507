import { searchPlugin } from '@payloadcms/plugin-search'

import { hiddenUnless, may } from '@/cms/access'
import { pathOfDocument } from '@/lib/routes'
import { documentText } from './documentText'

/** What each searchable collection is called in results, where its documents live, and how they rank. */
const sources = {
  pages: { kind: 'Page', priority: 30 },
  projects: { kind: 'Case study', priority: 20 },
  posts: { kind: 'Article', priority: 10 },
} as const

export type SearchSource = keyof typeof sources

/** What the search record of a page, case study or post holds (the plugin adds its link to the document and its priority). */
export const recordOf = (source: SearchSource, document: { title?: string | null }) => ({
  title: document.title ?? '',
  kind: sources[source].kind,
  path: pathOfDocument[source](document as never),
  text: documentText(document),
})

/**
 * The site search's index (Payload's search plugin): one record per page, case study and published
 * post, holding its address and the words visitors read on it, kept in step on every save.
 */
export const searchIndexPlugin = searchPlugin({
  collections: Object.keys(sources),
  defaultPriorities: Object.fromEntries(Object.entries(sources).map(([slug, source]) => [slug, source.priority])),
  deleteDrafts: true,
  // A record per language: its title and words as the document reads in it.
  localize: true,
  searchOverrides: {
    labels: { singular: 'Search record', plural: 'Search index' },
    admin: { group: 'Settings', hidden: hiddenUnless('team', 'manage') },
    access: { read: may('team', 'manage'), create: may('team', 'manage'), update: may('team', 'manage'), delete: may('team', 'manage') },
    fields: ({ defaultFields }) => [
      ...defaultFields,
      { name: 'kind', type: 'text', admin: { readOnly: true } },
      { name: 'path', type: 'text', admin: { readOnly: true } },
      { name: 'text', type: 'textarea', localized: true, admin: { readOnly: true } },
    ],
  },
  beforeSync: ({ collectionSlug, originalDoc, searchDoc }) => ({ ...searchDoc, ...recordOf(collectionSlug as SearchSource, originalDoc) }),
})
