import type { Metadata } from 'next'

import { alternatesOf } from '@/features/seo/languages'
import { locales } from '@/lib/locales'
import { searchParamNames, searchPath } from '@/lib/routes'
import { maxQueryLength } from './query'
import { SearchForm } from './SearchForm'
import { SearchResults } from './SearchResults'
import { searchSite } from './search'
import { words } from '@/features/site/words'

export type SearchRequest = { query: string; page: number }

/** The query and the page asked for in the address; a page number that is not a plain positive integer reads as 1. */
export function searchRequestOf(params: URLSearchParams): SearchRequest {
  const number = params.get(searchParamNames.page) ?? ''
  return {
    query: params.get(searchParamNames.query)?.slice(0, maxQueryLength).trim() ?? '',
    page: /^[1-9]\d{0,4}$/.test(number) ? Number(number) : 1,
  }
}

export function searchMetadata({ query, page }: SearchRequest): Metadata {
  const t = words().search
  return {
    title: query ? t.title(query, page) : t.heading,
    description: t.description,
    alternates: alternatesOf(searchPath, locales),
    robots: { index: false },
  }
}

/** The site search, rendered on the server: pages, case studies and articles, most relevant first, 30 a page. */
export async function SearchPage({ query, page }: SearchRequest) {
  return (
    <section className="wrap py-16">
      <h1 className="font-display text-4xl">{words().search.heading}</h1>
      <div className="mt-6">
        <SearchForm defaultValue={query} />
      </div>
      {query && <SearchResults query={query} search={await searchSite(query, page)} />}
    </section>
  )
}
