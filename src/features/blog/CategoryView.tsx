import { Breadcrumb } from '@/components/Breadcrumb'
import { listPostPage } from '@/features/site/queries'
import { words } from '@/features/site/words'
import { blogIndexPath, pathOfCategory } from '@/lib/routes'
import type { Category } from '@/payload-types'
import { CategoryLinks } from './CategoryLinks'
import { PostGrid } from './PostGrid'

/** A category's page: its name and description, the other categories, its posts ten a page, newest first, and the pagination. */
export async function CategoryView({ category, page }: { category: Category; page: number }) {
  const { posts, totalPages } = await listPostPage(page, category.id)
  const t = words().blog
  return (
    <>
      <div className="wrap pt-14 pb-10">
        <Breadcrumb
          className="text-ink-soft"
          trail={[
            { label: t.breadcrumb, path: blogIndexPath },
            { label: category.name, path: pathOfCategory(category.slug, page) },
          ]}
        />
        <h1 className="mt-6 font-display text-4xl leading-tight md:text-5xl">{category.name}</h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-soft">{category.description}</p>
        <CategoryLinks current={category.id} firstPage={page === 1} className="mt-8" />
      </div>
      <PostGrid
        posts={posts}
        label={page > 1 ? t.categoryArticlesPage(category.name, page) : t.categoryArticles(category.name)}
        page={page}
        totalPages={totalPages}
        pathOf={(n) => pathOfCategory(category.slug, n)}
      />
    </>
  )
}
