import { notFound, permanentRedirect } from 'next/navigation'

import { BlogList } from '@/features/blog/BlogList'
import { blogListMetadata } from '@/features/blog/blogMetadata'
import { blogIndexPath, blogPageNumber } from '@/lib/routes'

type Props = { params: Promise<{ page: string }> }

async function pageNumber(params: Props['params']): Promise<number> {
  const page = blogPageNumber((await params).page) ?? notFound()
  if (page === 1) permanentRedirect(blogIndexPath)
  return page
}

export async function generateMetadata({ params }: Props) {
  return (await blogListMetadata(await pageNumber(params))) ?? notFound()
}

/** The blog's later pages: /blog/page/2, … A page past the last gives 404. */
export default async function BlogPage({ params }: Props) {
  return <BlogList page={await pageNumber(params)} />
}
