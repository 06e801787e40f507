import type { Block } from 'payload'

import { headingFields } from '../fields'

/** The newest published blog posts. */
export const latestPostsBlock: Block = {
  slug: 'latestPosts',
  interfaceName: 'LatestPostsBlock',
  labels: { singular: 'Latest blog posts', plural: 'Latest blog posts' },
  fields: [...headingFields(), { name: 'limit', type: 'number', required: true, defaultValue: 3, min: 1, max: 12 }],
}
