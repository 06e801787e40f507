import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/cms/access'
import { adapter, startPayload } from './harness'
import { editorToken, rest } from './rest'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

let payload: Payload
let skipRevalidation: typeof import('@/cms/hooks/revalidate').skipRevalidation
let redirects: typeof import('@/features/redirects/servedRules')
let tables: typeof import('@/features/redirects/ruleTable')
let answerTally: typeof import('@/features/redirects/server/answerTally').answerTally
let purge: typeof import('@/features/redirects/server/purge')
const tokens = new Map<Role, string>()
const countsToken = 'counts-test-token'
const fromPagesServer = { 'x-counts-token': countsToken, 'x-client-address': '127.0.0.1' }
const failures: unknown[] = []

/** A tally as the public pages' server keeps one (server/countsSender.ts), each batch posted to the counts endpoint as it posts them. */
const pagesServerTally = () =>
  answerTally({
    flushMs: 60_000,
    write: async (batch) => {
      const response = await rest('POST', '/redirects/counts', { json: batch, headers: fromPagesServer })
      if (response.status !== 204) throw new Error(`answered ${response.status}`)
    },
    onError: (error) => failures.push(error),
  })

const layout = [{ blockType: 'banner' as const, heading: 'A kitchen to try' }]

beforeAll(async () => {
  ;({ payload } = await startPayload())
  ;({ skipRevalidation } = await import('@/cms/hooks/revalidate'))
  redirects = await import('@/features/redirects/servedRules')
  tables = await import('@/features/redirects/ruleTable')
  ;({ answerTally } = await import('@/features/redirects/server/answerTally'))
  process.env.ASTRO_EXPIRE_TOKEN = countsToken
  purge = await import('@/features/redirects/server/purge')
  for (const role of ['owner', 'marketing', 'sales', 'hr', 'agency'] as const) tokens.set(role, await editorToken(payload, `${role}-redirects@example.com`, [role]))
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
})

/** Where the public pages' server sends an address now, as it reads the rules (src/features/redirects/server/serve.ts). */
async function served(path: string, search = '') {
  const table = tables.ruleTable(redirects.servedRules(await redirects.storedRedirects(payload)))
  const match = table.match(path, search)
  return match && { status: match.rule.status, location: match.location }
}

/** The message a save is refused with, as the admin shows it on the field. */
async function refusal(save: () => Promise<unknown>): Promise<string> {
  try {
    await save()
  } catch (error) {
    const data = (error as { data?: { errors?: { message: string; path: string }[] } }).data
    return data?.errors?.map((entry) => `${entry.path}: ${entry.message}`).join(' ') ?? String(error)
  }
  throw new Error('the save was not refused')
}

const rule = (data: Record<string, unknown>) => payload.create({ collection: 'redirects', data: data as never, depth: 0 })
const ruleAt = async (from: string) => (await payload.find({ collection: 'redirects', where: { from: { equals: from } }, depth: 0 })).docs[0]

/** What the admin does with a published document: autosaves a draft as the editor types, then *Publish changes*. */
async function moveAndPublish(collection: CollectionSlug, id: number | string, data: Record<string, unknown>) {
  await payload.update({ collection, id, draft: true, autosave: true, data })
  await payload.update({ collection, id, data: { ...data, _status: 'published' } })
}

describe(`redirects on ${adapter}`, () => {
  it('answers an exact address, a prefix with the rest of the path, and 410 for a page gone', async () => {
    await rule({ from: '/old-services/', to: '/services' })
    await rule({ from: '/old-blog/*', to: '/blog' })
    await rule({ from: '/brochure-2019', type: '410', to: '/ignored' })
    await rule({ from: '/index.php?p=12', to: '/blog/kitchens', type: '308' })
    expect(await served('/old-services')).toEqual({ status: 301, location: '/services' })
    expect(await served('/old-blog/2019/marble-kitchens')).toEqual({ status: 301, location: '/blog/2019/marble-kitchens' })
    expect(await served('/brochure-2019')).toEqual({ status: 410, location: null })
    expect((await ruleAt('/brochure-2019'))?.to).toBeNull()
    expect(await served('/index.php', '?p=12')).toEqual({ status: 308, location: '/blog/kitchens' })
    expect(await served('/index.php', '?p=13')).toBeNull()
  })

  it('refuses a loop, naming its addresses', async () => {
    await rule({ from: '/loop-a', to: '/loop-b' })
    expect(await refusal(() => rule({ from: '/loop-b', to: '/loop-a' }))).toBe('to: This would make a loop: /loop-b → /loop-a → /loop-b. Change the new address.')
    expect(await refusal(() => rule({ from: '/loop-c', to: '/loop-c/' }))).toContain('loop')
    expect(await ruleAt('/loop-b')).toBeUndefined()
  })

  it('flattens chains both ways: a new rule leads to the end, and rules that led to its address are moved on', async () => {
    await rule({ from: '/chain-b', to: '/chain-c' })
    const first = await rule({ from: '/chain-a', to: '/chain-b' })
    expect(first.to).toBe('/chain-c')
    await rule({ from: '/chain-c', to: '/chain-d' })
    expect((await ruleAt('/chain-a'))?.to).toBe('/chain-d')
    expect((await ruleAt('/chain-b'))?.to).toBe('/chain-d')
  })

  it('refuses a second rule from one address, and one at a published page’s address, naming the page', async () => {
    await rule({ from: '/twice', to: '/one' })
    expect(await refusal(() => rule({ from: '/twice/', to: '/two' }))).toContain('A redirect from /twice already exists')
    await payload.create({ collection: 'pages', context: skipRevalidation, data: { title: 'Joinery workshop', slug: 'joinery-workshop', layout, _status: 'published' } })
    expect(await refusal(() => rule({ from: '/joinery-workshop', to: '/services' }))).toBe(
      'from: /joinery-workshop is the address of the published page “Joinery workshop”: a redirect would hide it. Move or unpublish that page first.',
    )
    // Not written in Arabic: its Arabic address is free.
    expect((await rule({ from: '/ar/joinery-workshop', to: '/ar/services' })).from).toBe('/ar/joinery-workshop')
  })

  it('removes a rule at an address once a page is published there', async () => {
    await rule({ from: '/tile-gallery', to: '/services' })
    const page = await payload.create({ collection: 'pages', context: skipRevalidation, data: { title: 'Tile gallery', slug: 'tile-gallery', layout, _status: 'draft' } })
    expect(await served('/tile-gallery')).toEqual({ status: 301, location: '/services' })
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' } })
    expect(await ruleAt('/tile-gallery')).toBeUndefined()
  })

  it('refuses bad addresses with a clear message: another site, a script, another scheme, a control character', async () => {
    expect(await refusal(() => rule({ from: 'https://elsewhere.example/old', to: '/new' }))).toContain('must be on this site')
    expect(await refusal(() => rule({ from: '/x-script', to: 'javascript:alert(1)' }))).toContain('only lead to an http or https address')
    expect(await refusal(() => rule({ from: '/x-mail', to: 'mailto:a@b.example' }))).toContain('only lead to an http or https address')
    expect(await refusal(() => rule({ from: '/x\u0007bell', to: '/new' }))).toContain('control character')
    expect(await refusal(() => rule({ from: '/admin/login', to: '/new' }))).toContain('not an address of the public site')
  })

  it('redirects a published page’s old address in both languages when it moves, listed on it and removable', async () => {
    const page = await payload.create({ collection: 'pages', context: skipRevalidation, data: { title: 'Kitchen offer', slug: 'kitchen-offer', layout, _status: 'published' } })
    await payload.update({ collection: 'pages', id: page.id, locale: 'ar', context: skipRevalidation, data: { title: 'عرض المطابخ', layout: [{ ...page.layout![0]!, heading: 'مطبخ للتجربة' }] as never, _status: 'published' } })
    await moveAndPublish('pages', page.id, { slug: 'kitchen-offer-2027' })
    expect(await served('/kitchen-offer')).toEqual({ status: 301, location: '/kitchen-offer-2027' })
    expect(await served('/ar/kitchen-offer')).toEqual({ status: 301, location: '/ar/kitchen-offer-2027' })
    const listed = await rest('GET', `/redirects?depth=0&where[and][0][toDocument.relationTo][equals]=pages&where[and][1][toDocument.value][equals]=${page.id}`, { token: tokens.get('marketing') })
    const { docs } = (await listed.json()) as { docs: { id: number; from: string; automatic: boolean }[] }
    expect(docs.map(({ from, automatic }) => [from, automatic]).sort()).toEqual([
      ['/ar/kitchen-offer', true],
      ['/kitchen-offer', true],
    ])
    // Moved again: both old addresses follow it (no chain), and the one it moved back to is free again.
    await moveAndPublish('pages', page.id, { slug: 'kitchen-offer' })
    expect(await served('/kitchen-offer-2027')).toEqual({ status: 301, location: '/kitchen-offer' })
    expect(await served('/kitchen-offer')).toBeNull()
    const removed = await rest('DELETE', `/redirects/${(await ruleAt('/kitchen-offer-2027'))!.id}`, { token: tokens.get('agency') })
    expect(removed.status).toBe(200)
    expect(await served('/kitchen-offer-2027')).toBeNull()
  })

  it('redirects a post’s old address, and moves a rule that led there on to the post (no chain)', async () => {
    const sharp = (await import('sharp')).default
    const data = await sharp({ create: { width: 16, height: 9, channels: 3, background: '#b9a58f' } }).png().toBuffer()
    const picture = await payload.create({ collection: 'media', context: skipRevalidation, data: { alt: 'A sand-coloured wall' }, file: { data, mimetype: 'image/png', name: 'wall.png', size: data.length } })
    const author = await payload.create({ collection: 'authors', context: skipRevalidation, data: { name: 'Karim Nasser', role: 'Joinery lead', bio: 'Tests stone.', photo: picture.id } })
    const category = await payload.create({ collection: 'categories', context: skipRevalidation, data: { name: 'Stone', slug: 'stone', description: 'Stone.' } })
    const text = { root: { type: 'root', direction: 'ltr' as const, format: '' as const, indent: 0, version: 1, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text: 'Stone.', version: 1 }] }] } }
    const post = await payload.create({
      collection: 'posts',
      context: skipRevalidation,
      data: { title: 'Choosing marble', url: 'choosing-marble', publishedAt: '2026-01-05T06:00:00.000Z', image: picture.id, description: text as never, authors: [author.id], categories: [category.id], _status: 'published' },
    })
    await rule({ from: '/marble-guide', to: '/blog/choosing-marble' })
    await moveAndPublish('posts', post.id, { url: 'choosing-marble-for-villas' })
    expect(await served('/blog/choosing-marble')).toEqual({ status: 301, location: '/blog/choosing-marble-for-villas' })
    expect(await served('/marble-guide')).toEqual({ status: 301, location: '/blog/choosing-marble-for-villas' })
    // Not written in Arabic: no Arabic rule.
    expect(await ruleAt('/ar/blog/choosing-marble')).toBeUndefined()
  })
})

describe(`the CSV import and export on ${adapter}`, () => {
  const csv = (lines: string[]) => ['from,to,type', ...lines].join('\n')
  const send = (path: string, body: string, role: Role = 'marketing') => rest('POST', `/redirects/${path}`, { token: tokens.get(role), body, headers: { 'content-type': 'text/csv' } })

  it('previews every row, valid or refused with its reason, and saves nothing', async () => {
    const file = csv(['/csv-old-1,/csv-new-1,301', '/csv-old-2,javascript:alert(1),', '/csv-old-1,/csv-new-3,302', '/csv-gone,,410', '/csv-bad,/csv-new,404', '/csv-bell\u0007,/csv-new,301'])
    const response = await send('import-preview', file)
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { rows: { line: number; valid: boolean; reason?: string }[]; valid: number; refused: number; saved: number }
    expect(answer.rows.map(({ line, valid, reason }) => [line, valid, reason ?? ''])).toEqual([
      [2, true, ''],
      [3, false, 'A redirect may only lead to an http or https address, not javascript:.'],
      [4, false, expect.stringContaining('A redirect from /csv-old-1 already exists')],
      [5, true, ''],
      [6, false, expect.stringContaining('The type must be one of 301, 302, 307, 308 or 410')],
      [7, false, expect.stringContaining('control character')],
    ])
    expect(answer).toMatchObject({ valid: 2, refused: 4, saved: 0 })
    // Neither a row before a refused one nor one after it.
    expect(await ruleAt('/csv-old-1')).toBeUndefined()
    expect(await ruleAt('/csv-gone')).toBeUndefined()
  })

  it('imports nothing while a row is refused, then every row at once', async () => {
    const refused = await send('import', csv(['/csv-a,/csv-b,301', '/csv-c,ftp://files.example,301', '/csv-e,/csv-f,301']))
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toBe('1 of 3 rows are refused: nothing was saved. Correct them (or remove them from the file) and import it again.')
    expect(await ruleAt('/csv-a')).toBeUndefined()
    expect(await ruleAt('/csv-e')).toBeUndefined()
    const imported = await send('import', csv(['/csv-a,/csv-b,301', '/csv-c,https://elsewhere.example/c,302', '/csv-old-blog/*,/blog,', '/csv-b,/csv-d,']))
    expect(imported.status).toBe(200)
    expect(await imported.json()).toMatchObject({ valid: 4, refused: 0, saved: 4 })
    expect(await served('/csv-a')).toEqual({ status: 301, location: '/csv-d' })
    expect(await served('/csv-c')).toEqual({ status: 302, location: 'https://elsewhere.example/c' })
    expect(await served('/csv-old-blog/x')).toEqual({ status: 301, location: '/blog/x' })
  })

  it('refuses a file of 10,000 rows whole, with a clear message', async () => {
    const file = csv(Array.from({ length: 10_000 }, (_, at) => `/bulk-${at},/b,301`))
    const response = await send('import', file)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain('The file has 10,000 rows; at most 5,000 are imported at once')
    expect(await ruleAt('/bulk-0')).toBeUndefined()
  })

  it('exports every rule as CSV, a rule to a page with the page’s address', async () => {
    const response = await rest('GET', '/redirects/export', { token: tokens.get('owner') })
    expect(response.headers.get('content-type')).toContain('text/csv')
    const file = await response.text()
    expect(file.split('\n')[0]).toBe('from,to,type')
    expect(file).toContain('/csv-a,/csv-d,301')
    expect(file).toContain('/ar/kitchen-offer-2027,/ar/kitchen-offer,301')
    expect(file).toContain('/brochure-2019,,410')
  })

  it('lets owners, marketing and agency import and export, nobody else', async () => {
    const outcomes: string[] = []
    for (const role of ['owner', 'marketing', 'sales', 'hr', 'agency'] as const) {
      const preview = await send('import-preview', csv([`/role-${role},/x,301`]), role)
      const exported = await rest('GET', '/redirects/export', { token: tokens.get(role) })
      outcomes.push(`${role}: preview ${preview.status}, export ${exported.status}`)
    }
    const visitor = await rest('GET', '/redirects/export')
    outcomes.push(`visitor: export ${visitor.status}`)
    expect(outcomes).toEqual(['owner: preview 200, export 200', 'marketing: preview 200, export 200', 'sales: preview 403, export 403', 'hr: preview 403, export 403', 'agency: preview 200, export 200', 'visitor: export 401'])
  })
})

describe(`the not-found report on ${adapter}`, () => {
  it('counts misses by address and kind with the site that linked most, and nothing of the visitor', async () => {
    const tally = pagesServerTally()
    tally.miss('/old-kitchens', 'visitor', 'https://news.example')
    tally.miss('/old-kitchens', 'visitor', 'https://news.example')
    tally.miss('/old-kitchens', 'visitor', 'https://forum.example')
    tally.miss('/old-kitchens', 'bot', '')
    tally.miss('/wp-login.php', 'noise', '')
    await tally.flush()
    tally.miss('/old-kitchens', 'visitor', 'https://forum.example')
    await tally.flush()
    const { docs } = await payload.find({ collection: 'not-found', depth: 0 })
    const byKind = docs.map(({ path, kind, hits, referrer }) => ({ path, kind, hits, referrer })).sort((a, b) => a.kind.localeCompare(b.kind))
    expect(byKind).toEqual([
      { path: '/old-kitchens', kind: 'bot', hits: 1, referrer: '' },
      { path: '/wp-login.php', kind: 'noise', hits: 1, referrer: '' },
      { path: '/old-kitchens', kind: 'visitor', hits: 4, referrer: 'https://news.example' },
    ])
    expect(failures).toEqual([])
    const fields = Object.keys(docs[0]!).sort()
    expect(fields).toEqual(['createdAt', 'firstSeen', 'hits', 'id', 'kind', 'lastSeen', 'path', 'referrer', 'referrers', 'updatedAt'])
  })

  it('takes counts only from this machine’s public pages’ server', async () => {
    const batch = { misses: [{ path: '/forged', kind: 'visitor', hits: 1000, firstSeen: new Date().toISOString(), lastSeen: new Date().toISOString(), referrers: {} }], hits: [] }
    const tries = [
      await rest('POST', '/redirects/counts', { json: batch }),
      await rest('POST', '/redirects/counts', { json: batch, headers: { ...fromPagesServer, 'x-counts-token': 'guessed' } }),
      await rest('POST', '/redirects/counts', { json: batch, headers: { ...fromPagesServer, 'x-client-address': '203.0.113.9' } }),
      await rest('POST', '/redirects/counts', { json: batch, token: tokens.get('owner') }),
    ]
    expect(tries.map((response) => response.status)).toEqual([403, 403, 403, 403])
    expect((await rest('POST', '/redirects/counts', { json: { misses: 'all' }, headers: fromPagesServer })).status).toBe(400)
    expect((await payload.find({ collection: 'not-found', where: { path: { equals: '/forged' } } })).docs).toEqual([])
  })

  it('counts a rule’s hits', async () => {
    const saved = await rule({ from: '/counted', to: '/services' })
    const tally = pagesServerTally()
    tally.hit(saved.id)
    tally.hit(saved.id)
    await tally.flush()
    expect(failures).toEqual([])
    const read = await payload.findByID({ collection: 'redirects', id: saved.id, depth: 0 })
    expect([read.hits, typeof read.lastHit]).toEqual([2, 'string'])
  })

  it('drops an address from the report once a redirect answers it', async () => {
    await rule({ from: '/old-kitchens', toDocument: { relationTo: 'pages', value: (await payload.find({ collection: 'pages', where: { slug: { equals: 'joinery-workshop' } } })).docs[0]!.id } })
    expect(await served('/old-kitchens')).toEqual({ status: 301, location: '/joinery-workshop' })
    const { docs } = await payload.find({ collection: 'not-found', depth: 0 })
    expect(docs.map(({ path }) => path)).toEqual(['/wp-login.php'])
  })

  it('is read by owners, marketing and agency, and changed by nobody', async () => {
    const [miss] = (await payload.find({ collection: 'not-found', depth: 0 })).docs
    const outcomes: string[] = []
    for (const role of ['owner', 'marketing', 'sales', 'hr', 'agency'] as const) {
      const token = tokens.get(role)
      const read = await rest('GET', `/not-found/${miss!.id}`, { token })
      const changed = await rest('PATCH', `/not-found/${miss!.id}`, { token, json: { hits: 0 } })
      const deleted = await rest('DELETE', `/not-found/${miss!.id}`, { token })
      outcomes.push(`${role}: read ${read.status}, change ${changed.status}, delete ${deleted.status}`)
    }
    expect(outcomes).toEqual(
      ['owner', 'marketing', 'sales', 'hr', 'agency'].map((role) => (['sales', 'hr'].includes(role) ? `${role}: read 403, change 403, delete 403` : `${role}: read 200, change 403, delete 403`)),
    )
  })

  it('deletes what nobody asked for within the retention period', async () => {
    const tally = pagesServerTally()
    tally.miss('/long-ago', 'visitor', '', '2026-01-01T00:00:00.000Z')
    tally.miss('/lately', 'visitor', '', new Date().toISOString())
    await tally.flush()
    expect(await purge.purgeNotFound(payload)).toBe(1)
    const paths = (await payload.find({ collection: 'not-found', depth: 0 })).docs.map(({ path }) => path)
    expect(paths).toContain('/lately')
    expect(paths).not.toContain('/long-ago')
  })
})
