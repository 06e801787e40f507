import { PageLink } from '@/components/PageLink'

import { SectionHeading } from '@/components/SectionHeading'
import { PostCard } from '@/features/blog/PostCard'
import { getCompany, listPosts } from '@/features/site/queries'
import { blogIndexPath } from '@/lib/routes'
import type { LatestPostsBlock } from '@/payload-types'
import { words } from '@/features/site/words'

/** The newest posts; the section hides itself while the blog is empty. */
export async function LatestPosts({ block }: { block: LatestPostsBlock }) {
  const [posts, company] = await Promise.all([listPosts(block.limit), getCompany()])
  if (posts.length === 0) return null
  const headingId = `posts-${block.id}`
  return (
    <section aria-labelledby={headingId} className="wrap py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id={headingId} heading={block.heading} intro={block.intro} />
        <PageLink href={blogIndexPath} className="btn btn-outline">
          {words().blog.readTheBlog}
        </PageLink>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} companyName={company.name} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  )
}
