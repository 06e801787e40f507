import { PageLink } from '@/components/PageLink'

import { Pagination } from '@/components/Pagination'
import { pathOfSearch } from '@/lib/routes'
import { Highlight } from './Highlight'
import { resultsPerPage, type SearchPage } from './search'

const plural = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`

/** The count of results for `query`, this page's results, and the links to the other pages. */
export function SearchResults({ query, search }: { query: string; search: SearchPage }) {
  const { words, results, total, page, pageCount } = search
  const pathOf = (number: number) => pathOfSearch(query, number)
  const first = (page - 1) * resultsPerPage + 1
  return (
    <div className="mt-10 max-w-3xl">
      <p role="status" className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 text-ink-soft">
        {total === 0 ? (
          <span>Nothing found for “{query}”. Check the spelling, or try another word.</span>
        ) : (
          <span>
            <span className="font-semibold text-ink">{plural(total)}</span> for “{query}”
          </span>
        )}{' '}
        {pageCount > 1 && page <= pageCount && (
          <span className="text-sm">
            {first}–{first + results.length - 1} of {total}, page {page} of {pageCount}
          </span>
        )}
      </p>
      {total > 0 && page > pageCount && (
        <p className="mt-6 text-ink-soft">
          There is no page {page}: the results end on page {pageCount}.{' '}
          <PageLink href={pathOf(pageCount)} className="font-semibold text-wine underline underline-offset-4 hover:text-ink">
            See page {pageCount}
          </PageLink>
        </p>
      )}
      {results.length > 0 && (
        <ol start={first} aria-label="Search results" className="mt-5 divide-y divide-stone border-y border-stone">
          {results.map((result) => (
            <li key={result.path} className="py-6">
              <p className="eyebrow">{result.kind}</p>
              <h2 className="result-title">
                <PageLink href={result.path} className="result-link">
                  {result.title}
                </PageLink>
              </h2>
              {result.excerpt && (
                <p className="result-excerpt">
                  <Highlight text={result.excerpt} words={words} />
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 && page <= pageCount && <Pagination current={page} total={pageCount} pathOf={pathOf} />}
    </div>
  )
}
