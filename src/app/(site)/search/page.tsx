import type { Metadata } from 'next'
import Link from 'next/link'

import { SearchForm } from '@/features/search/SearchForm'
import { searchSite } from '@/features/search/search'

type Props = { searchParams: Promise<{ q?: string | string[] }> }

export const metadata: Metadata = {
  title: 'Search',
  description: 'Search our services, portfolio projects and articles on interior design and fit-out in Dubai.',
  alternates: { canonical: '/search' },
  robots: { index: false },
}

export default async function SearchPage({ searchParams }: Props) {
  const { q } = await searchParams
  const query = (Array.isArray(q) ? q[0] : q)?.slice(0, 100) ?? ''
  const results = await searchSite(query)
  return (
    <section className="wrap py-16">
      <h1 className="font-display text-4xl">Search</h1>
      <div className="mt-6">
        <SearchForm defaultValue={query} />
      </div>
      {query && (
        <p className="mt-8 text-ink-soft" role="status">
          {results.length === 0 ? `Nothing found for “${query}”.` : `${results.length} results for “${query}”.`}
        </p>
      )}
      <ul className="mt-6 divide-y divide-stone">
        {results.map((result) => (
          <li key={result.path} className="py-4">
            <Link href={result.path} className="font-display text-xl hover:text-wine">
              {result.title}
            </Link>
            <p className="text-sm text-ink-soft">{result.kind}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
