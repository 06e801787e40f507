import { BlogList } from '@/features/blog/BlogList'
import { blogListMetadata } from '@/features/blog/blogMetadata'

export const generateMetadata = () => blogListMetadata(1)

/** The blog's first page: /blog. */
export default function BlogIndex() {
  return <BlogList page={1} />
}
