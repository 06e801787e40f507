import type { Block } from 'payload'

import { labelBlockBy } from '@/cms/admin/rowLabels'
import { headingFields } from '../fields'

/** The newest published blog posts. */
export const latestPostsBlock: Block = {
  slug: 'latestPosts',
  interfaceName: 'LatestPostsBlock',
  labels: { singular: 'Latest blog posts', plural: 'Latest blog posts' },
  admin: labelBlockBy({ fields: ['heading'], fallback: 'No heading yet' }),
  fields: [...headingFields(), { name: 'limit', type: 'number', required: true, defaultValue: 3, min: 1, max: 12 }],
}
