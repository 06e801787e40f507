import { Breadcrumb } from '@/components/Breadcrumb'
import { JsonLd } from '@/components/JsonLd'
import { MediaImage } from '@/components/MediaImage'
import { languagesOf } from '@/features/seo/languages'
import { pageMetadata } from '@/features/seo/metadata'
import { blogPosting } from '@/features/seo/structuredData'
import { getCompany } from '@/features/site/queries'
import { fullDate, isoDay } from '@/lib/dates'
import { blogIndexPath, pathOfPost } from '@/lib/routes'
import type { Post } from '@/payload-types'
import { populated } from '@/lib/ids'
import { nameList, shownAuthors } from './authors'
import { PostAuthors } from './PostAuthors'
import { postHtml } from './postHtml'
import { metaDescriptionOf } from './postSummary'
import { RelatedPosts } from './RelatedPosts'
import { PageLink } from '@/components/PageLink'
import { pathOfCategory } from '@/lib/routes'
import { pageLanguage } from '@/features/site/pageContext'
import { words } from '@/features/site/words'

/** The post's blog title record (its meta title) followed by the company name, else its title; its meta description, else its excerpt. */
export const metadataOfPost = (post: Post) =>
  pageMetadata(pathOfPost(post.url), post.title, { ...post.meta, description: metaDescriptionOf(post) }, {
    picture: post.image,
    type: 'article',
    languages: languagesOf(post),
  })

/**
 * A post (SPEC §2.4): picture, date, byline (its authors, else the company), categories and text,
 * then its authors with their photos and bios, beside the 'Related Blogs' column.
 */
export async function PostView({ post }: { post: Post }) {
  const company = await getCompany()
  const t = words().blog
  const path = pathOfPost(post.url)
  const authors = shownAuthors(post)
  const categories = populated(post.categories).filter((category) => category.name)
  return (
    <div className="wrap grid gap-14 py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <article>
        <Breadcrumb
          className="text-ink-soft"
          trail={[
            { label: t.breadcrumb, path: blogIndexPath },
            { label: post.title, path },
          ]}
        />
        <h1 className="mt-6 font-display text-4xl leading-tight md:text-5xl">{post.title}</h1>
        <p className="mt-4 text-ink-soft">
          <time dateTime={isoDay(post.publishedAt)}>{fullDate(post.publishedAt, pageLanguage())}</time>
          <span aria-hidden="true"> · </span>
          <span>{t.byline(authors.length ? nameList(authors.map((author) => author.name), pageLanguage()) : company.name)}</span>
        </p>
        {categories.length > 0 && (
          <ul aria-label={t.categories} className="mt-4 flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <PageLink href={pathOfCategory(category.slug)} className="pill hover:text-wine">
                  {category.name}
                </PageLink>
              </li>
            ))}
          </ul>
        )}
        <MediaImage
          media={post.image}
          sizes="(min-width: 80rem) 52rem, (min-width: 64rem) 60vw, 100vw"
          priority
          className="mt-8 aspect-[16/9] h-auto w-full rounded-lg object-cover"
        />
        <div className="prose-site mt-10" dangerouslySetInnerHTML={{ __html: postHtml(post.description) }} />
        <PostAuthors authors={authors} />
        <JsonLd data={blogPosting(post, company, path)} />
      </article>
      <RelatedPosts currentUrl={post.url} />
    </div>
  )
}
