import type { Metadata } from 'next'
import Link from 'next/link'

import { SearchForm } from '@/features/search/SearchForm'
import { maxQueryLength, searchSite } from '@/features/search/search'

type Props = { searchParams: Promise<{ q?: string | string[] }> }

export const metadata: Metadata = {
  title: 'Search',
  description: 'Search our services, portfolio projects and articles on interior design and fit-out in Dubai.',
  alternates: { canonical: '/search' },
  robots: { index: false },
}

/** The site search, rendered on the server: pages, case studies and articles holding every word searched for. */
export default async function SearchPage({ searchParams }: Props) {
  const { q } = await searchParams
  const query = (Array.isArray(q) ? q[0] : q)?.slice(0, maxQueryLength).trim() ?? ''
  const results = await searchSite(query)
  return (
    <section className="wrap py-16">
      <h1 className="font-display text-4xl">Search</h1>
      <div className="mt-6">
        <SearchForm defaultValue={query} />
      </div>
      {query && (
        <p className="mt-8 text-ink-soft" role="status">
          {results.length === 0
            ? `Nothing found for “${query}”. Try fewer or other words.`
            : `${results.length} ${results.length === 1 ? 'result' : 'results'} for “${query}”.`}
        </p>
      )}
      <ol className="mt-6 max-w-3xl divide-y divide-stone">
        {results.map((result) => (
          <li key={result.path} className="py-5">
            <p className="text-xs font-semibold tracking-wider text-wine uppercase">{result.kind}</p>
            <Link href={result.path} className="mt-1 block font-display text-xl hover:text-wine">
              {result.title}
            </Link>
            {result.excerpt && <p className="mt-2 text-sm leading-relaxed text-ink-soft">{result.excerpt}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}
