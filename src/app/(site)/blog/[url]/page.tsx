import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Breadcrumb } from '@/components/Breadcrumb'
import { MediaImage } from '@/components/MediaImage'
import { RichText } from '@/components/RichText'
import { pageMetadata } from '@/features/seo/metadata'
import { getPost, listPosts } from '@/features/site/queries'
import { blogIndexPath, pathOfPost } from '@/lib/routes'

type Props = { params: Promise<{ url: string }> }

export async function generateStaticParams() {
  return (await listPosts()).map((post) => ({ url: post.url }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPost((await params).url)
  return post ? pageMetadata(pathOfPost(post.url), post.title, post.meta) : {}
}

/** One blog post. */
export default async function PostPage({ params }: Props) {
  const post = await getPost((await params).url)
  if (!post) notFound()
  return (
    <article className="wrap py-14">
      <Breadcrumb
        className="text-ink-soft"
        trail={[
          { label: 'Blogs', path: blogIndexPath },
          { label: post.title, path: pathOfPost(post.url) },
        ]}
      />
      <h1 className="mt-6 max-w-4xl font-display text-4xl">{post.title}</h1>
      <MediaImage media={post.image} sizes="(min-width: 80rem) 80rem, 100vw" priority className="mt-8 h-auto w-full rounded-lg" />
      <RichText data={post.description} className="prose-site mt-10" />
    </article>
  )
}
