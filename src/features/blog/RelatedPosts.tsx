import { PageLink } from '@/components/PageLink'

import { MediaImage } from '@/components/MediaImage'
import { listPosts } from '@/features/site/queries'
import { fullDate, isoDay } from '@/lib/dates'
import { pathOfPost, relatedPostCount } from '@/lib/routes'
import { pageLanguage } from '@/features/site/pageContext'
import { words } from '@/features/site/words'

/** SPEC §2.4's side column: the latest other posts, each a picture, its title and '1st Jan, 2024'. */
export async function RelatedPosts({ currentUrl }: { currentUrl: string }) {
  const posts = (await listPosts(relatedPostCount + 1)).filter((post) => post.url !== currentUrl).slice(0, relatedPostCount)
  if (posts.length === 0) return null
  return (
    <aside aria-labelledby="related-blogs" className="lg:sticky lg:top-32">
      <h2 id="related-blogs" className="font-display text-2xl">
        {words().blog.related}
      </h2>
      <ul className="mt-6 space-y-5">
        {posts.map((post) => (
          <li key={post.id} className="relative flex gap-4">
            <MediaImage media={post.image} sizes="7rem" alt="" className="aspect-[4/3] w-28 shrink-0 rounded-md object-cover" />
            <div>
              <PageLink href={pathOfPost(post.url)} className="stretched-link font-semibold leading-snug">
                {post.title}
              </PageLink>
              <time dateTime={isoDay(post.publishedAt)} className="mt-1 block text-sm text-ink-soft">
                {fullDate(post.publishedAt, pageLanguage())}
              </time>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  )
}
