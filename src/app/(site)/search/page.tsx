import type { Metadata } from 'next'

import { maxQueryLength } from '@/features/search/query'
import { SearchForm } from '@/features/search/SearchForm'
import { SearchResults } from '@/features/search/SearchResults'
import { searchSite } from '@/features/search/search'
import { searchPath } from '@/lib/routes'

type Props = { searchParams: Promise<{ q?: string | string[]; page?: string | string[] }> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The query and the page asked for; a page number that is not a plain positive integer reads as 1. */
async function readParams(searchParams: Props['searchParams']) {
  const { q, page } = await searchParams
  const number = first(page) ?? ''
  return {
    query: first(q)?.slice(0, maxQueryLength).trim() ?? '',
    page: /^[1-9]\d{0,4}$/.test(number) ? Number(number) : 1,
  }
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { query, page } = await readParams(searchParams)
  return {
    title: query ? `Search results for “${query}”${page > 1 ? `, page ${page}` : ''}` : 'Search',
    description: 'Search our services, portfolio projects and articles on interior design and fit-out in Dubai.',
    alternates: { canonical: searchPath },
    robots: { index: false },
  }
}

/** The site search, rendered on the server: pages, case studies and articles, most relevant first, 30 a page. */
export default async function SearchPage({ searchParams }: Props) {
  const { query, page } = await readParams(searchParams)
  return (
    <section className="wrap py-16">
      <h1 className="font-display text-4xl">Search</h1>
      <div className="mt-6">
        <SearchForm defaultValue={query} />
      </div>
      {query && <SearchResults query={query} search={await searchSite(query, page)} />}
    </section>
  )
}
