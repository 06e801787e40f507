import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { metadataOfPost, PostView } from '@/features/blog/PostView'
import { getPost, listPosts } from '@/features/site/queries'

type Props = { params: Promise<{ url: string }> }

export async function generateStaticParams() {
  return (await listPosts()).map((post) => ({ url: post.url }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataOfPost((await getPost((await params).url)) ?? notFound())
}

/** One blog post; an unknown address gives 404. */
export default async function PostPage({ params }: Props) {
  return <PostView post={(await getPost((await params).url)) ?? notFound()} />
}
