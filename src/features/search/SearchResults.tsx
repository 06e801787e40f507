import { PageLink } from '@/components/PageLink'

import { Pagination } from '@/components/Pagination'
import { pathOfSearch } from '@/lib/routes'
import { Highlight } from './Highlight'
import { resultsPerPage, type SearchPage } from './search'
import { words } from '@/features/site/words'

/** The count of results for `query`, this page's results, and the links to the other pages. */
export function SearchResults({ query, search }: { query: string; search: SearchPage }) {
  const { words: searched, results, total, page, pageCount } = search
  const pathOf = (number: number) => pathOfSearch(query, number)
  const first = (page - 1) * resultsPerPage + 1
  const t = words().search
  return (
    <div className="mt-10 max-w-3xl">
      <p role="status" className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 text-ink-soft">
        {total === 0 ? (
          <span>{t.nothingFound(query)}</span>
        ) : (
          <span>
            <span className="font-semibold text-ink">{t.resultCount(total)}</span>
            {t.forQuery(query)}
          </span>
        )}{' '}
        {pageCount > 1 && page <= pageCount && (
          <span className="text-sm">
            {t.range(first, first + results.length - 1, total, page, pageCount)}
          </span>
        )}
      </p>
      {total > 0 && page > pageCount && (
        <p className="mt-6 text-ink-soft">
          {t.noSuchPage(page, pageCount)}{' '}
          <PageLink href={pathOf(pageCount)} className="font-semibold text-wine underline underline-offset-4 hover:text-ink">
            {t.seePage(pageCount)}
          </PageLink>
        </p>
      )}
      {results.length > 0 && (
        <ol start={first} aria-label={t.results} className="mt-5 divide-y divide-stone border-y border-stone">
          {results.map((result) => (
            <li key={result.path} className="py-6">
              <p className="eyebrow">{t.kinds[result.kind as keyof typeof t.kinds] ?? result.kind}</p>
              <h2 className="result-title">
                <PageLink href={result.path} className="result-link">
                  {result.title}
                </PageLink>
              </h2>
              {result.excerpt && (
                <p className="result-excerpt">
                  <Highlight text={result.excerpt} words={searched} />
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
