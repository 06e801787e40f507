import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { metadataOfPage, PageView } from '@/features/pages/PageView'
import { getPage, listPosts } from '@/features/site/queries'
import { listingSlugs, pathOfPost } from '@/lib/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage(listingSlugs.blog)
  return page ? metadataOfPage(page) : {}
}

/** The blog's list of posts. */
export default async function BlogIndex() {
  const [page, posts] = await Promise.all([getPage(listingSlugs.blog), listPosts()])
  if (!page) notFound()
  return (
    <>
      <PageView page={page} />
      <section aria-label="Posts" className="wrap pb-20">
        {posts.length === 0 ? (
          <p className="text-ink-soft">Our first articles are on their way.</p>
        ) : (
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <article>
                  <h2 className="font-display text-xl">
                    <Link href={pathOfPost(post.url)}>{post.title}</Link>
                  </h2>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
