import { notFound, permanentRedirect } from 'next/navigation'

import { BlogList } from '@/features/blog/BlogList'
import { blogListMetadata } from '@/features/blog/blogMetadata'
import { listPostPage } from '@/features/site/queries'
import { blogIndexPath } from '@/lib/routes'

type Props = { params: Promise<{ page: string }> }

/** Page numbers are plain positive integers; /blog/page/1 is /blog. */
async function pageNumber(params: Props['params']): Promise<number> {
  const { page } = await params
  if (!/^[1-9]\d{0,3}$/.test(page)) notFound()
  if (page === '1') permanentRedirect(blogIndexPath)
  return Number(page)
}

export async function generateStaticParams() {
  const { totalPages } = await listPostPage(1)
  return Array.from({ length: totalPages - 1 }, (_, index) => ({ page: String(index + 2) }))
}

export async function generateMetadata({ params }: Props) {
  return blogListMetadata(await pageNumber(params))
}

/** The blog's later pages: /blog/page/2, … A page past the last gives 404. */
export default async function BlogPage({ params }: Props) {
  return <BlogList page={await pageNumber(params)} />
}
