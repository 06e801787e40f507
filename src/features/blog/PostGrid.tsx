import { Pagination } from '@/components/Pagination'
import { getCompany } from '@/features/site/queries'
import { words } from '@/features/site/words'
import { leadIsWideInThree, leadItemSpan } from '@/lib/balancedGrid'
import type { Post } from '@/payload-types'
import { PostCard } from './PostCard'

type Props = {
  posts: Post[]
  /** The section's accessible name: which list, which page. */
  label: string
  page: number
  totalPages: number
  pathOf: (page: number) => string
}

/** One page of a list of posts (the blog's, a category's): its cards, the first wide when the grid would leave a gap, and the pagination. */
export async function PostGrid({ posts, label, page, totalPages, pathOf }: Props) {
  const company = await getCompany()
  return (
    <section aria-label={label} className="wrap pb-20">
      {posts.length === 0 ? (
        <p className="text-ink-soft">{words().blog.noPosts}</p>
      ) : (
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id} className={index === 0 ? leadItemSpan(posts.length, 'sm') : undefined}>
              <PostCard post={post} companyName={company.name} wide={index === 0 && leadIsWideInThree(posts.length)} />
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 && <Pagination current={page} total={totalPages} pathOf={pathOf} />}
    </section>
  )
}
