import { type Locale, locales } from './locales'

/**
 * The tags of the public pages' caches: each public read carries the tags of what it read, every page
 * and feed Astro renders from it inherits them in its route cache, and a save in the admin expires its
 * tags (src/cms/hooks/revalidate.ts), so whatever page shows a document is rendered again, wherever an
 * editor placed it.
 */
export const cacheTags = {
  /** Every page lists (the sitemap, the SEO records): not the pages themselves, which carry their own tag. */
  pages: 'pages',
  projects: 'projects',
  posts: 'posts',
  clients: 'clients',
  vacancies: 'vacancies',
  company: 'company',
  navigation: 'navigation',
  /** The portfolio's sectors, which every case study and list of them names. */
  sectors: 'sectors',
  /** The blog's authors, whom each post and the feed name. */
  authors: 'authors',
  /** The blog's categories: each post's links to them, their pages, the blog's list of them, the sitemap, the feed. */
  categories: 'categories',
  /** The addresses and titles of pages, case studies and posts, which the menus link to: expired when one changes. */
  linkTargets: 'linkTargets',
  /** The tags a visitor may consent to (Settings › Analytics): every page's footer and security policy. */
  analytics: 'analytics',
  /** How long personal data is kept (Settings › Privacy), which the privacy policy states. */
  privacy: 'privacy',
  /** The redirects (src/features/redirects): the rules the public pages' server keeps, and every 404 and redirect it answered. */
  redirects: 'redirects',
  /** Pictures and videos, which any page may show. */
  media: 'media',
} as const

/** One page, case study or post, by the slug or url it is read by. */
export const pageTag = (slug: string) => `${cacheTags.pages}:${slug}`
export const projectTag = (slug: string) => `${cacheTags.projects}:${slug}`
export const postTag = (url: string) => `${cacheTags.posts}:${url}`

/**
 * A read's tag in the language of the page that made it ('pages:about-us@ar'): a save in one
 * language expires that language's pages only, unless it changed what every language shows.
 */
export const languageTag = (tag: string, locale: Locale) => `${tag}@${locale}`

/** The tags a save expires in these languages: in every language, the tags of reads made outside a page too. */
export const tagsInLanguages = (tags: readonly string[], languages: readonly Locale[]): string[] => [
  ...(languages.length === locales.length ? tags : []),
  ...languages.flatMap((locale) => tags.map((tag) => languageTag(tag, locale))),
]
