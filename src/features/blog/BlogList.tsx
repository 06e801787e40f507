import { Pagination } from '@/components/Pagination'
import { PageView } from '@/features/pages/PageView'
import { getCompany, getPage, listPostPage } from '@/features/site/queries'
import { leadIsWideInThree, leadItemSpan } from '@/lib/balancedGrid'
import { listingSlugs, pathOfBlogPage } from '@/lib/routes'
import { PostCard } from './PostCard'
import { words } from '@/features/site/words'

/** One page of the blog: the blog page's own sections, ten post cards, and the pagination; nothing for a page past the last. */
export async function BlogList({ page }: { page: number }) {
  const [blogPage, company, { posts, totalPages }] = await Promise.all([
    getPage(listingSlugs.blog),
    getCompany(),
    listPostPage(page),
  ])
  if (!blogPage || page > totalPages) return null
  const t = words().blog
  return (
    <>
      <PageView page={blogPage} />
      <section aria-label={page > 1 ? t.articlesPage(page) : t.articles} className="wrap pb-20">
        {posts.length === 0 ? (
          <p className="text-ink-soft">{t.noPosts}</p>
        ) : (
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => (
              <li key={post.id} className={index === 0 ? leadItemSpan(posts.length, 'sm') : undefined}>
                <PostCard post={post} companyName={company.name} wide={index === 0 && leadIsWideInThree(posts.length)} />
              </li>
            ))}
          </ul>
        )}
        {totalPages > 1 && <Pagination current={page} total={totalPages} pathOf={pathOfBlogPage} />}
      </section>
    </>
  )
}
