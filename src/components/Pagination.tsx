import { PageLink } from '@/components/PageLink'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons/interface'

import { words } from '@/features/site/words'
import { pageItems } from '@/lib/pagination'

type Props = { current: number; total: number; pathOf: (page: number) => string }

function Step({ direction, page, total, pathOf }: { direction: 'previous' | 'next'; page: number } & Omit<Props, 'current'>) {
  const label = words().pagination[direction]
  const content =
    direction === 'previous' ? (
      <>
        <ChevronLeftIcon className="size-4" />
        {label}
      </>
    ) : (
      <>
        {label}
        <ChevronRightIcon className="size-4" />
      </>
    )
  if (page < 1 || page > total) {
    return (
      <span role="link" aria-disabled="true" className="page-link">
        {content}
      </span>
    )
  }
  return (
    <PageLink href={pathOf(page)} rel={direction === 'previous' ? 'prev' : 'next'} className="page-link">
      {content}
    </PageLink>
  )
}

/** Previous, the page numbers (collapsed by SPEC §2.4's rule) and Next; the ends are disabled. */
export function Pagination({ current, total, pathOf }: Props) {
  return (
    <nav aria-label={words().pagination.label} className="mt-14">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <Step direction="previous" page={current - 1} total={total} pathOf={pathOf} />
        </li>
        {pageItems(current, total).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="px-1 text-ink-soft">
              …
            </li>
          ) : (
            <li key={item.page}>
              <PageLink
                href={pathOf(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
                className="page-link"
              >
                {item.page}
              </PageLink>
            </li>
          ),
        )}
        <li>
          <Step direction="next" page={current + 1} total={total} pathOf={pathOf} />
        </li>
      </ul>
    </nav>
  )
}
