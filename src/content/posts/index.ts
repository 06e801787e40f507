import type { PostCopy } from '../types'
import { designPosts } from './design'
import { finishesPosts } from './finishes'
import { fitOutPosts } from './fitOut'
import { homePosts } from './homes'
import { hospitalityPosts } from './hospitality'
import { leisurePosts } from './leisure'
import { residentialPosts } from './residential'
import { workplacePosts } from './workplace'

/** The demo blog, newest first. */
export const postCopy: PostCopy[] = [
  ...fitOutPosts,
  ...workplacePosts,
  ...residentialPosts,
  ...homePosts,
  ...designPosts,
  ...finishesPosts,
  ...hospitalityPosts,
  ...leisurePosts,
].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
