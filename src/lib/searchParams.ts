/**
 * The only query parameters a public page reads: the search's, and the portfolio's sector and page
 * of results. Any other (a campaign's tags, a cache-buster) leaves the page as it is, and Astro's
 * route cache keeps it under its address alone.
 */
export const searchParamNames = { query: 'q', page: 'page', sector: 'sector' } as const
