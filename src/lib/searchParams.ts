/**
 * The only query parameters a public page reads, the search's: any other (a campaign's tags, a
 * cache-buster) leaves the page as it is, and Astro's route cache keeps it under its address alone.
 */
export const searchParamNames = { query: 'q', page: 'page' } as const
