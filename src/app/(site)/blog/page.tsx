import { notFound } from 'next/navigation'

import { BlogList } from '@/features/blog/BlogList'
import { blogListMetadata } from '@/features/blog/blogMetadata'

export const generateMetadata = async () => (await blogListMetadata(1)) ?? notFound()

/** The blog's first page: /blog. */
export default function BlogIndex() {
  return <BlogList page={1} />
}
