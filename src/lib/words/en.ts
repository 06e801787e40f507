/**
 * Every word the site's pages say themselves, in English: labels, buttons, notices, the not-found
 * page (what editors write lives in the CMS). Arabic (ar.ts) has the same entries.
 */
export const english = {
  language: {
    /** The switch to the other language: its name in itself, and what it does. */
    switchLabel: 'Read this page in Arabic',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you were looking for has moved or no longer exists. Search the site or return home.',
    heading: 'This page could not be found',
    text: 'The address may have changed or the page may have moved. Search for what you need, or start again from the home page.',
    home: 'Back to the home page',
  },
}

export type Words = typeof english
