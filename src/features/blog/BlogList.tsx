import { PageView } from '@/features/pages/PageView'
import { getPage, listPostPage } from '@/features/site/queries'
import { words } from '@/features/site/words'
import { listingSlugs, pathOfBlogPage } from '@/lib/routes'
import { CategoryLinks } from './CategoryLinks'
import { PostGrid } from './PostGrid'

/** One page of the blog: the blog page's own sections, the categories, ten post cards, and the pagination; nothing for a page past the last. */
export async function BlogList({ page }: { page: number }) {
  const [blogPage, { posts, totalPages }] = await Promise.all([getPage(listingSlugs.blog), listPostPage(page)])
  if (!blogPage || page > totalPages) return null
  const t = words().blog
  return (
    <>
      <PageView page={blogPage} />
      <CategoryLinks current={page === 1 ? 'all' : undefined} className="wrap pb-10" />
      <PostGrid posts={posts} label={page > 1 ? t.articlesPage(page) : t.articles} page={page} totalPages={totalPages} pathOf={pathOfBlogPage} />
    </>
  )
}
