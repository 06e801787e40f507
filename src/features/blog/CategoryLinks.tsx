import { PageLink } from '@/components/PageLink'
import { pageLanguage } from '@/features/site/pageContext'
import { listCategories } from '@/features/site/queries'
import { words } from '@/features/site/words'
import { blogIndexPath, pathOfCategory } from '@/lib/routes'
import { listCategoryPages } from './categoryPages'

type Props = {
  /** The list the page shows: the whole blog ('all', its first page), a category (its id), or neither (a later page of the blog). */
  current?: 'all' | number
  /** On a later page of a category's list, its link is current without being this page. */
  firstPage?: boolean
  className?: string
}

/** The blog's categories that have a page in this language, in their order, after 'All articles': the list on show is marked current. */
export async function CategoryLinks({ current, firstPage = true, className }: Props) {
  const [categories, pages] = await Promise.all([listCategories(), listCategoryPages()])
  const locale = pageLanguage()
  const shown = categories.filter((category) => pages.some((page) => page.id === category.id && page.pages[locale]))
  if (shown.length === 0) return null
  const t = words().blog
  const currentness = (isCurrent: boolean) => (isCurrent ? (firstPage ? 'page' : 'true') : undefined)
  return (
    <nav aria-label={t.categories} className={className}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <PageLink href={blogIndexPath} aria-current={currentness(current === 'all')} className="category-link">
            {t.allArticles}
          </PageLink>
        </li>
        {shown.map((category) => (
          <li key={category.id}>
            <PageLink href={pathOfCategory(category.slug)} aria-current={currentness(current === category.id)} className="category-link">
              {category.name}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
