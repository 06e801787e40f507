import Link from 'next/link'

import { MediaImage } from '@/components/MediaImage'
import { cardDate, isoDay } from '@/lib/dates'
import { pathOfPost } from '@/lib/routes'
import type { Post } from '@/payload-types'

type Props = { post: Post; companyName: string; headingLevel?: 'h2' | 'h3'; priority?: boolean }

/** A post on a list (SPEC §2.4): picture, '1st Jan', the title linking to the post, 'By' the company. */
export function PostCard({ post, companyName, headingLevel: Heading = 'h2', priority = false }: Props) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-stone bg-white">
      <div className="aspect-[16/10] overflow-hidden bg-sand">
        <MediaImage
          media={post.image}
          sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
          priority={priority}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <time dateTime={isoDay(post.publishedAt)} className="text-sm font-semibold text-wine">
          {cardDate(post.publishedAt)}
        </time>
        <Heading className="mt-2 font-display text-xl leading-snug">
          <Link href={pathOfPost(post.url)} className="after:absolute after:inset-0 hover:text-wine">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-auto pt-4 text-sm text-ink-soft">By {companyName}</p>
      </div>
    </article>
  )
}
