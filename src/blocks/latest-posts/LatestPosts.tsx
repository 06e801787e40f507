import Link from 'next/link'

import { MediaImage } from '@/components/MediaImage'
import { SectionHeading } from '@/components/SectionHeading'
import { listPosts } from '@/features/site/queries'
import { blogIndexPath, pathOfPost } from '@/lib/routes'
import type { LatestPostsBlock } from '@/payload-types'

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dubai' })

/** The newest posts; the section hides itself while the blog is empty. */
export async function LatestPosts({ block }: { block: LatestPostsBlock }) {
  const posts = (await listPosts()).slice(0, block.limit)
  if (posts.length === 0) return null
  const headingId = `posts-${block.id}`
  return (
    <section aria-labelledby={headingId} className="wrap py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id={headingId} heading={block.heading} intro={block.intro} />
        <Link href={blogIndexPath} className="btn btn-outline">
          Read the blog
        </Link>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <article>
              <MediaImage
                media={post.image}
                sizes="(min-width: 48rem) 24rem, 100vw"
                className="aspect-[16/10] w-full rounded-md object-cover"
              />
              <time dateTime={post.publishedAt} className="mt-4 block text-sm text-ink-soft">
                {dateFormat.format(new Date(post.publishedAt))}
              </time>
              <h3 className="mt-1 text-lg font-semibold">
                <Link href={pathOfPost(post.url)} className="hover:text-wine">
                  {post.title}
                </Link>
              </h3>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
