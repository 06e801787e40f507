import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postCopy } from '@/content/posts'
import { demoPictures } from '@/content/seed/images'
import { seedPosts } from '@/content/seed/posts'
import { skipRevalidation } from '@/cms/hooks/revalidate'
import { relatedPostCount } from '@/lib/routes'
import { idsOf } from '@/lib/ids'
import { adapter, startPayload } from './harness'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

type Handler = (request: Request, context: { params: Promise<{ url: string }> }) => Promise<Response>

let payload: Payload
const calls: Record<string, Handler> = {}
const newest = [...postCopy].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
const blogKeys = ['created_at', 'description', 'encoded_file_name', 'id', 'image_alt_text', 'title', 'url']

beforeAll(async () => {
  ;({ payload } = await startPayload())
  await seedPosts(payload, demoPictures(payload, 0.05))
  for (const path of ['meta-title', 'meta-descriptions', 'blogs', 'related-blogs', 'blog-title/[url]', 'blog-details/[url]']) {
    calls[path] = (await import(/* @vite-ignore */ `@/app/api/${path}/route`)).GET
  }
})

afterAll(async () => {
  await payload?.destroy()
})

/** Calls SPEC §7's GET /api/{path} as a browser would. */
async function get(path: string, url?: string, headers: HeadersInit = {}) {
  const request = new Request(`http://localhost:3000/api/${url ? path.replace('[url]', url) : path}`, { headers })
  return calls[path]!(request, { params: Promise.resolve({ url: url ?? '' }) })
}

/** The text, authors and categories of a demo post, for a post a test writes: a post is published with at least one of each. */
async function bylineOfAPost() {
  const [post] = (await payload.find({ collection: 'posts', limit: 1, depth: 0 })).docs
  return { description: post!.description, authors: idsOf(post!.authors), categories: idsOf(post!.categories) }
}

const json = async (response: Response) => {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/json')
  return response.json()
}

describe(`the blog read calls on ${adapter}`, () => {
  it('GET /api/blogs lists every published post, newest first, in the Blog record shape', async () => {
    const blogs = await json(await get('blogs'))
    expect(blogs.map((blog: { url: string }) => blog.url)).toEqual(newest.map((post) => post.url))
    for (const blog of blogs) expect(Object.keys(blog).sort()).toEqual(blogKeys)
    const first = blogs[0]
    expect(first.title).toBe(newest[0]!.title)
    expect(first.created_at).toBe(`${newest[0]!.publishedAt}T06:00:00.000Z`)
    expect(first.encoded_file_name).toBe(`post-${newest[0]!.url}.webp`)
    expect(first.image_alt_text).toBe(newest[0]!.imageAlt)
    expect(first.description).toContain(`<h2>${newest[0]!.sections[0]!.heading.replace(/&/g, '&amp;')}</h2>`)
    expect(first.description).toMatch(/<ul><li>/)
  })

  it('GET /api/blog-details/{url} gives the post as a list of one, and a JSON 404 for an unknown url', async () => {
    const [blog] = await json(await get('blogs'))
    expect(await json(await get('blog-details/[url]', blog.url))).toEqual([blog])
    const missing = await get('blog-details/[url]', 'no-such-post')
    expect(missing.status).toBe(404)
    expect((await missing.json()).error).toContain('no-such-post')
  })

  it('GET /api/blog-title/{url} gives the blog title record; blank when the post has no meta title', async () => {
    const post = newest[3]!
    expect(await json(await get('blog-title/[url]', post.url))).toEqual([{ url: post.url, title: post.metaTitle }])
    const { docs } = await payload.find({ collection: 'posts', where: { url: { equals: post.url } } })
    await payload.update({ collection: 'posts', id: docs[0]!.id, data: { meta: { title: '' } }, context: skipRevalidation })
    expect(await json(await get('blog-title/[url]', post.url))).toEqual([{ url: post.url, title: '' }])
    expect((await get('blog-title/[url]', 'no-such-post')).status).toBe(404)
  })

  it('GET /api/related-blogs gives the newest posts of the side column', async () => {
    const related = await json(await get('related-blogs'))
    expect(related.map((blog: { url: string }) => blog.url)).toEqual(newest.slice(0, relatedPostCount).map((post) => post.url))
  })

  it('GET /api/meta-title and /api/meta-descriptions carry each post under the last segment of its address', async () => {
    const titles = await json(await get('meta-title'))
    const descriptions = await json(await get('meta-descriptions'))
    const post = newest[0]!
    expect(titles).toContainEqual({ url: post.url, title: post.metaTitle })
    expect(descriptions).toContainEqual({ url: post.url, description: post.metaDescription })
  })

  it('answers 304 to a reader that holds the current version, and the new body once a post changes', async () => {
    const first = await get('blogs')
    const etag = first.headers.get('etag')!
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
    const again = await get('blogs', undefined, { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    const { docs } = await payload.find({ collection: 'posts', limit: 1, sort: '-publishedAt' })
    await payload.update({ collection: 'posts', id: docs[0]!.id, data: { title: 'A retitled post' }, context: skipRevalidation })
    const changed = await get('blogs', undefined, { 'If-None-Match': etag })
    expect(changed.status).toBe(200)
    expect((await changed.json())[0].title).toBe('A retitled post')
  })

  it('keeps drafts out of every call until they are published', async () => {
    const [blog] = await json(await get('blogs'))
    const draft = await payload.create({
      collection: 'posts',
      draft: true,
      context: skipRevalidation,
      data: {
        title: 'Coming soon',
        url: 'coming-soon',
        publishedAt: '2099-01-01T06:00:00.000Z',
        image: (await payload.find({ collection: 'media', limit: 1 })).docs[0]!.id,
        ...(await bylineOfAPost()),
        _status: 'draft',
      },
    })
    expect((await json(await get('blogs')))[0].url).toBe(blog.url)
    expect((await get('blog-details/[url]', 'coming-soon')).status).toBe(404)
    expect(await json(await get('meta-title'))).not.toContainEqual(expect.objectContaining({ url: 'coming-soon' }))
    await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' }, context: skipRevalidation })
    expect((await json(await get('blogs')))[0].url).toBe('coming-soon')
  })

  it('publishes a scheduled post when its time comes, through the job queue', async () => {
    const template = (await payload.find({ collection: 'posts', limit: 1 })).docs[0]!
    const draft = await payload.create({
      collection: 'posts',
      draft: true,
      context: skipRevalidation,
      data: {
        title: 'Scheduled for the morning',
        url: 'scheduled-for-the-morning',
        publishedAt: new Date().toISOString(),
        image: typeof template.image === 'object' ? template.image.id : template.image,
        ...(await bylineOfAPost()),
        _status: 'draft',
      },
    })
    // What the admin's 'Schedule publish' queues; its time has just come.
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: draft.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    expect((await get('blog-details/[url]', 'scheduled-for-the-morning')).status).toBe(404)
    await payload.jobs.run()
    const [published] = await json(await get('blog-details/[url]', 'scheduled-for-the-morning'))
    expect(published.title).toBe('Scheduled for the morning')
  })

  it('serves a description with no live script, event handler or script link, whatever was stored', async () => {
    const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
    const paragraph = (children: object[]) => ({ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children })
    const description = {
      root: {
        type: 'root', format: '', indent: 0, version: 1, direction: 'ltr',
        children: [
          paragraph([text('<script>alert(1)</script><img src=x onerror="alert(1)">')]),
          paragraph([{ type: 'link', version: 1, format: '', indent: 0, direction: 'ltr', fields: { url: 'javascript:alert(1)', linkType: 'custom', newTab: false }, children: [text('Click')] }]),
        ],
      },
    }
    const { docs } = await payload.find({ collection: 'posts', limit: 1 })
    await payload.update({ collection: 'posts', id: docs[0]!.id, data: { description: description as never }, context: skipRevalidation })
    const [blog] = await json(await get('blog-details/[url]', docs[0]!.url))
    expect(blog.description).not.toMatch(/<script|<img/i) // no live element…
    expect(blog.description).not.toMatch(/<[^>]*\bon\w+=|javascript:/i) // …event handler or script link
    expect(blog.description).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=') // shown as text
    expect(blog.description).toContain('>Click</a>')
  })
})
