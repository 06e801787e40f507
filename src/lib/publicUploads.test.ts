import type { Access } from 'payload'
import { describe, expect, it } from 'vitest'

import { Media } from '@/cms/collections/Media'
import { Videos } from '@/cms/collections/Videos'
import { publicUploads } from './publicUploads'

const collections = Object.fromEntries([Media, Videos].map((collection) => [collection.slug, collection]))

describe('the uploads server.mjs answers from disk without asking Payload', () => {
  it.each(publicUploads)('%s: anyone may read it, a visitor with no session included', (slug) => {
    const read = collections[slug]?.access?.read as Access | undefined
    expect(read).toBeTypeOf('function')
    expect(read!({ req: { user: null } } as Parameters<Access>[0])).toBe(true)
  })
})
