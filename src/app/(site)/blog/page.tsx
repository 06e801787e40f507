import { BlogList } from '@/features/blog/BlogList'
import { blogListMetadata } from '@/features/blog/blogMetadata'

/** A scheduled post appears within this many seconds even when no request could refresh the page. */
export const revalidate = 600

export const generateMetadata = () => blogListMetadata(1)

/** The blog's first page: /blog. */
export default function BlogIndex() {
  return <BlogList page={1} />
}
