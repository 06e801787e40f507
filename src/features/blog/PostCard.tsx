import { PageLink } from '@/components/PageLink'

import { MediaImage } from '@/components/MediaImage'
import { cardDate, isoDay } from '@/lib/dates'
import { pathOfPost } from '@/lib/routes'
import type { Post } from '@/payload-types'
import { pageLanguage } from '@/features/site/pageContext'
import { words } from '@/features/site/words'
import { excerptOf } from './postSummary'

type Props = {
  post: Post
  companyName: string
  headingLevel?: 'h2' | 'h3'
  priority?: boolean
  /** Two columns wide on wide screens: the picture beside the words, so the card keeps its row's height. */
  wide?: boolean
}

/** A post on a list (SPEC §2.4): picture, '1st Jan', the title linking to the post, its excerpt, 'By' the company. */
export function PostCard({ post, companyName, headingLevel: Heading = 'h2', priority = false, wide = false }: Props) {
  const excerpt = excerptOf(post)
  return (
    <article className={`group link-card flex flex-col${wide ? ' lg:flex-row' : ''}`}>
      <div className={`aspect-[16/10] overflow-hidden bg-sand${wide ? ' lg:aspect-auto lg:w-3/5 lg:shrink-0' : ''}`}>
        <MediaImage
          media={post.image}
          sizes={wide ? '(min-width: 64rem) 32rem, (min-width: 40rem) 50vw, 100vw' : '(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw'}
          priority={priority}
          className="zoom"
        />
      </div>
      <div className={`flex flex-1 flex-col p-5${wide ? ' lg:justify-center lg:p-8' : ''}`}>
        <time dateTime={isoDay(post.publishedAt)} className="text-sm font-semibold text-wine">
          {cardDate(post.publishedAt, pageLanguage())}
        </time>
        <Heading className={`mt-2 font-display leading-snug ${wide ? 'text-xl lg:text-3xl' : 'text-xl'}`}>
          <PageLink href={pathOfPost(post.url)} className="stretched-link">
            {post.title}
          </PageLink>
        </Heading>
        {excerpt && <p className={`mt-2 leading-relaxed text-ink-soft${wide ? ' lg:text-lg' : ''}`}>{excerpt}</p>}
        <p className={`mt-auto pt-4 text-sm text-ink-soft${wide ? ' lg:mt-0' : ''}`}>{words().blog.byline(companyName)}</p>
      </div>
    </article>
  )
}
