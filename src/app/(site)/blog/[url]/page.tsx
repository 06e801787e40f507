import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PostView } from '@/features/blog/PostView'
import { pageMetadata } from '@/features/seo/metadata'
import { getPost, listPosts } from '@/features/site/queries'
import { pathOfPost } from '@/lib/routes'

type Props = { params: Promise<{ url: string }> }

export async function generateStaticParams() {
  return (await listPosts()).map((post) => ({ url: post.url }))
}

/** The post's blog title record (its meta title) followed by the company name, else its title. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPost((await params).url)
  if (!post) notFound()
  return pageMetadata(pathOfPost(post.url), post.title, post.meta, { picture: post.image, type: 'article' })
}

/** One blog post; an unknown address gives 404. */
export default async function PostPage({ params }: Props) {
  const post = await getPost((await params).url)
  if (!post) notFound()
  return <PostView post={post} />
}
