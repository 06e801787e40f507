import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/cms/access'
import { adapter, startPayload } from './harness'
import { multipartRequest, pdfBytes, validCareer, validQuote, validVendor, jsonRequest } from './requests'
import { editorToken, rest } from './rest'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

/*
 * Issue 38's table of who may do what, written out here apart from src/cms/access (which the site
 * enforces), and tried through REST as each role and as a visitor.
 */
type Who = Role | 'visitor'
const everyone: Who[] = ['visitor', 'owner', 'marketing', 'sales', 'hr', 'agency']
const editors: Who[] = ['owner', 'marketing', 'agency']
const owner: Who[] = ['owner']

type Rule = { read: Who[]; write: Who[]; delete: Who[]; export?: Who[] }
const content: Rule = { read: everyone, write: editors, delete: owner }
const salesLeads: Rule = { read: ['owner', 'sales'], write: ['owner', 'sales'], delete: owner, export: ['owner', 'sales'] }

const collections: Record<string, Rule> = {
  pages: content,
  posts: content,
  authors: content,
  categories: content,
  projects: content,
  sectors: content,
  clients: content,
  media: content,
  videos: content,
  vacancies: { read: everyone, write: ['owner', 'marketing', 'hr', 'agency'], delete: owner },
  'quote-requests': salesLeads,
  'consultation-requests': salesLeads,
  'contact-messages': salesLeads,
  'vendor-applications': salesLeads,
  'career-applications': { read: ['owner', 'hr'], write: ['owner', 'hr'], delete: owner, export: ['owner', 'hr'] },
  'newsletter-subscribers': { read: ['owner', 'marketing'], write: owner, delete: owner, export: ['owner', 'marketing'] },
  'view-counts': { read: ['owner', 'marketing', 'sales', 'agency'], write: [], delete: [] },
  redirects: { read: editors, write: editors, delete: editors },
  'not-found': { read: editors, write: [], delete: [] },
  'payload-jobs': { read: owner, write: owner, delete: owner },
  search: { read: owner, write: owner, delete: owner },
  imports: { read: [], write: [], delete: [] },
  // Webhook destinations and their delivery log (issue 41); tests/integration/webhooks.test.ts tries their endpoints.
  webhooks: { read: ['owner', 'sales'], write: owner, delete: owner },
  'webhook-deliveries': { read: ['owner', 'sales'], write: [], delete: [] },
  // Lead files and saved exports are read and deleted by who may read or export their leads: tried
  // on real documents below (Payload refuses a missing document under such a rule with 403).
}

const globals: Record<string, { read: Who[]; write: Who[] }> = {
  company: { read: everyone, write: editors },
  navigation: { read: everyone, write: editors },
  analytics: { read: editors, write: editors },
  'lead-notifications': { read: owner, write: owner },
  'sign-in': { read: owner, write: owner },
  privacy: { read: owner, write: owner },
  // Payload's own, added for the scheduled retention job (src/features/privacy/jobStatsAccess.ts).
  'payload-jobs-stats': { read: owner, write: [] },
}

/** What no one creates through REST: leads come from the forms, counts from visits and missing addresses, jobs from the queue. */
const neverCreated = new Set([
  'quote-requests',
  'consultation-requests',
  'contact-messages',
  'vendor-applications',
  'career-applications',
  'newsletter-subscribers',
  'view-counts',
  'not-found',
  'payload-jobs',
  'imports',
  'webhook-deliveries',
])

let payload: Payload
const tokens = new Map<Who, string | undefined>()
const missingId = 987654

beforeAll(async () => {
  ;({ payload } = await startPayload())
  tokens.set('visitor', undefined)
  for (const role of everyone.filter((who): who is Role => who !== 'visitor')) tokens.set(role, await editorToken(payload, `${role}@example.com`, [role]))
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
})

/** Refused: 401 or 403 (access denied) as against 404 (allowed, but no such document) or a validation error. */
const refused = (status: number) => status === 401 || status === 403

describe(`every role × every collection through REST on ${adapter}`, () => {
  for (const [slug, rule] of Object.entries(collections)) {
    it(`${slug}: read, create, update and delete as the table says`, async () => {
      const outcomes: string[] = []
      for (const who of everyone) {
        const token = tokens.get(who)
        const read = await rest('GET', `/${slug}/${missingId}`, { token })
        const create = await rest('POST', `/${slug}`, { token, json: {} })
        const update = await rest('PATCH', `/${slug}/${missingId}`, { token, json: {} })
        const remove = await rest('DELETE', `/${slug}/${missingId}`, { token })
        outcomes.push(
          `${who}: read ${refused(read.status) ? 'no' : 'yes'}, create ${refused(create.status) ? 'no' : 'yes'}, update ${refused(update.status) ? 'no' : 'yes'}, delete ${refused(remove.status) ? 'no' : 'yes'}`,
        )
      }
      const expected = everyone.map((who) => {
        const yes = (list: Who[]) => (list.includes(who) ? 'yes' : 'no')
        const create = neverCreated.has(slug) ? 'no' : yes(rule.write)
        return `${who}: read ${yes(rule.read)}, create ${create}, update ${yes(rule.write)}, delete ${yes(rule.delete)}`
      })
      expect(outcomes).toEqual(expected)
    })
  }

  for (const [slug, rule] of Object.entries(globals)) {
    it(`the ${slug} global: read and update as the table says`, async () => {
      const outcomes: string[] = []
      for (const who of everyone) {
        const token = tokens.get(who)
        const read = await rest('GET', `/globals/${slug}`, { token })
        // An empty update changes nothing; it is refused or accepted all the same.
        const update = await rest('POST', `/globals/${slug}`, { token, json: {} })
        outcomes.push(`${who}: read ${refused(read.status) ? 'no' : 'yes'}, update ${refused(update.status) ? 'no' : 'yes'}`)
      }
      const yes = (list: Who[], who: Who) => (list.includes(who) ? 'yes' : 'no')
      expect(outcomes).toEqual(everyone.map((who) => `${who}: read ${yes(rule.read, who)}, update ${yes(rule.write, who)}`))
    })
  }
})

describe(`leads, their files and their exports, by role, on ${adapter}`, () => {
  const ids: Record<string, number | string> = {}
  const files: Record<string, string> = {}

  beforeAll(async () => {
    const post = async (name: string, request: Request) => {
      const { POST } = await import(`@/app/api/${name}/route`)
      expect((await POST(request)).status).toBeLessThan(400)
    }
    await post('get-quote', jsonRequest('/api/get-quote', validQuote))
    await post('career_form', multipartRequest('/api/career_form', validCareer, { field: 'resume', name: 'CV.pdf', type: 'application/pdf', data: pdfBytes }))
    await post('vendor_form', multipartRequest('/api/vendor_form', validVendor, { field: 'company_profile', name: 'Profile.pdf', type: 'application/pdf', data: pdfBytes }))
    for (const [collection, field] of [
      ['quote-requests', null],
      ['career-applications', 'resume'],
      ['vendor-applications', 'company_profile'],
    ] as const) {
      const lead = (await payload.find({ collection, limit: 1, depth: 1 })).docs[0] as unknown as Record<string, unknown>
      ids[collection] = lead.id as number
      if (field) files[collection] = (lead[field] as { filename: string }).filename
    }
  })

  it('lets each role open, work and export only the leads its row names', async () => {
    const outcomes: string[] = []
    for (const who of everyone) {
      const token = tokens.get(who)
      for (const collection of ['quote-requests', 'career-applications', 'vendor-applications']) {
        const open = await rest('GET', `/${collection}/${ids[collection]}`, { token })
        const work = await rest('PATCH', `/${collection}/${ids[collection]}`, { token, json: { status: 'contacted' } })
        const exported = await rest('POST', '/exports/download', { token, json: { data: { collectionSlug: collection, format: 'csv' } } })
        outcomes.push(`${who} ${collection}: open ${open.status}, status ${work.status}, export ${exported.status}`)
      }
    }
    const expected = everyone.flatMap((who) =>
      ['quote-requests', 'career-applications', 'vendor-applications'].map((collection) => {
        const rule = collections[collection]!
        const ok = (list: Who[] | undefined) => (list!.includes(who) ? 200 : who === 'visitor' ? (list === rule.export ? 401 : 403) : 403)
        return `${who} ${collection}: open ${ok(rule.read)}, status ${ok(rule.write)}, export ${ok(rule.export)}`
      }),
    )
    expect(outcomes).toEqual(expected)
  })

  it('hands a CV to owners and HR, and a vendor profile to owners and sales, nobody else', async () => {
    const outcomes: string[] = []
    for (const who of everyone) {
      const token = tokens.get(who)
      const cv = await rest('GET', `/lead-files/file/${files['career-applications']}`, { token })
      const profile = await rest('GET', `/lead-files/file/${files['vendor-applications']}`, { token })
      outcomes.push(`${who}: CV ${cv.status}, profile ${profile.status}`)
    }
    const status = (who: Who, allowed: Who[]) => (allowed.includes(who) ? 200 : 403)
    expect(outcomes).toEqual(everyone.map((who) => `${who}: CV ${status(who, ['owner', 'hr'])}, profile ${status(who, ['owner', 'sales'])}`))
  })

  it('keeps saved exports to who may export their leads', async () => {
    const save = (who: Role, collectionSlug: string) => rest('POST', '/exports', { token: tokens.get(who), json: { collectionSlug, format: 'csv' } })
    expect((await save('sales', 'career-applications')).status).toBe(403)
    expect((await save('marketing', 'quote-requests')).status).toBe(403)
    const saved = await save('sales', 'quote-requests')
    expect(saved.status).toBe(201)
    const { doc } = await saved.json()
    // Under a rule that is a query, a document the reader may not see is not found.
    expect((await rest('GET', `/exports/${doc.id}`, { token: tokens.get('hr') })).status).toBe(404)
    expect((await rest('GET', `/exports/file/${doc.filename}`, { token: tokens.get('hr') })).status).toBe(403)
    expect((await rest('GET', `/exports/file/${doc.filename}`, { token: tokens.get('sales') })).status).toBe(200)
    expect((await rest('DELETE', `/exports/${doc.id}`, { token: tokens.get('marketing') })).status).toBe(403)
    expect((await rest('DELETE', `/exports/${doc.id}`, { token: tokens.get('sales') })).status).toBe(200)
  })

  it('lists to a salesperson only the quote leads, and counts nothing else', async () => {
    const quotes = await rest('GET', '/quote-requests?limit=5', { token: tokens.get('sales') })
    expect(quotes.status).toBe(200)
    expect((await quotes.json()).totalDocs).toBe(1)
    expect((await rest('GET', '/career-applications?limit=5', { token: tokens.get('sales') })).status).toBe(403)
    expect((await rest('GET', '/newsletter-subscribers?limit=5', { token: tokens.get('sales') })).status).toBe(403)
  })
})

describe(`the analytics figures by role on ${adapter}`, () => {
  it('answer the CSV to owners, marketing, sales and the agency; HR and visitors are refused', async () => {
    const { GET } = await import('@/app/api/analytics/route')
    const outcomes: string[] = []
    for (const who of everyone) {
      const token = tokens.get(who)
      const response = await GET(new Request('http://localhost:3000/api/analytics?table=sources&days=30', { headers: token ? { authorization: `JWT ${token}` } : {} }))
      outcomes.push(`${who}: ${response.status}`)
    }
    expect(outcomes).toEqual(['visitor: 401', 'owner: 200', 'marketing: 200', 'sales: 200', 'hr: 403', 'agency: 200'])
  })
})

describe(`users and roles on ${adapter}`, () => {
  const userId = async (email: string) => (await payload.find({ collection: 'users', where: { email: { equals: email } } })).docs[0]!.id

  it('shows owners every user and everyone else their own account (and, to who assigns leads, the colleagues who work them)', async () => {
    const emails = async (who: Role) => ((await (await rest('GET', '/users?limit=50&sort=email', { token: tokens.get(who) })).json()).docs as { email: string }[]).map((user) => user.email)
    expect(await emails('owner')).toEqual(['agency@example.com', 'hr@example.com', 'marketing@example.com', 'owner@example.com', 'sales@example.com'])
    expect(await emails('marketing')).toEqual(['marketing@example.com'])
    expect(await emails('agency')).toEqual(['agency@example.com'])
    expect(await emails('sales')).toEqual(['owner@example.com', 'sales@example.com'])
    expect(await emails('hr')).toEqual(['hr@example.com'])
  })

  it('lets only owners create users with roles, and nobody give themselves a role', async () => {
    const user = { email: 'new@example.com', password: 'a-long-test-password', roles: ['sales'] }
    expect((await rest('POST', '/users', { token: tokens.get('marketing'), json: user })).status).toBe(403)
    const created = await rest('POST', '/users', { token: tokens.get('owner'), json: user })
    expect(created.status).toBe(201)
    expect((await created.json()).doc.roles).toEqual(['sales'])

    const marketing = await userId('marketing@example.com')
    const selfPromotion = await rest('PATCH', `/users/${marketing}`, { token: tokens.get('marketing'), json: { name: 'Mariam', roles: ['owner'] } })
    expect(selfPromotion.status).toBe(200)
    const after = await payload.findByID({ collection: 'users', id: marketing })
    expect(after).toMatchObject({ name: 'Mariam', roles: ['marketing'] })
  })

  it('keeps the last owner: the role cannot be taken away, nor the account removed', async () => {
    const ownerId = await userId('owner@example.com')
    const demoted = await rest('PATCH', `/users/${ownerId}`, { token: tokens.get('owner'), json: { roles: ['sales'] } })
    expect(demoted.status).toBe(400)
    expect(await demoted.text()).toContain('last owner')
    const removed = await rest('DELETE', `/users/${ownerId}`, { token: tokens.get('owner') })
    expect(removed.status).toBe(400)
    expect((await payload.findByID({ collection: 'users', id: ownerId })).roles).toEqual(['owner'])
  })

  it('ends the sessions of a user whose roles change, and of a user removed', async () => {
    const email = 'moved@example.com'
    const token = await editorToken(payload, email, ['sales'])
    expect((await rest('GET', '/quote-requests?limit=1', { token })).status).toBe(200)
    const id = await userId(email)
    expect((await rest('PATCH', `/users/${id}`, { token: tokens.get('owner'), json: { roles: ['sales', 'hr'] } })).status).toBe(200)
    const me = await rest('GET', '/users/me', { token })
    expect((await me.json()).user).toBeNull()

    const again = await editorToken(payload, email, ['sales'])
    expect((await rest('DELETE', `/users/${id}`, { token: tokens.get('owner') })).status).toBe(200)
    expect((await (await rest('GET', '/users/me', { token: again })).json()).user).toBeNull()
  })
})

describe(`inviting a colleague on ${adapter}`, () => {
  it('is for owners only', async () => {
    const invitation = { email: 'someone@example.com', roles: ['sales'] }
    expect((await rest('POST', '/users/invite', { json: invitation })).status).toBe(401)
    for (const who of ['marketing', 'sales', 'hr', 'agency'] as const) {
      expect((await rest('POST', '/users/invite', { token: tokens.get(who), json: invitation })).status, who).toBe(403)
    }
    expect((await payload.count({ collection: 'users', where: { email: { equals: 'someone@example.com' } } })).totalDocs).toBe(0)
  })

  it('refuses an invitation without an address or a known role, saying what is missing', async () => {
    const token = tokens.get('owner')
    const noRole = await rest('POST', '/users/invite', { token, json: { email: 'x@example.com', roles: [] } })
    expect(noRole.status).toBe(400)
    expect(await noRole.text()).toContain('Choose at least one role')
    const badRole = await rest('POST', '/users/invite', { token, json: { email: 'x@example.com', roles: ['admin'] } })
    expect(badRole.status).toBe(400)
    const noEmail = await rest('POST', '/users/invite', { token, json: { email: 'nobody', roles: ['sales'] } })
    expect(noEmail.status).toBe(400)
    expect(await noEmail.text()).toContain('email address')
  })

  it('without a mail server, hands the owner a link that sets the password for 72 hours', async () => {
    const started = Date.now()
    const answer = await rest('POST', '/users/invite', { token: tokens.get('owner'), json: { email: 'karim@example.com', roles: ['sales', 'marketing'] } })
    expect(answer.status).toBe(201)
    const body = await answer.json()
    expect(body).toMatchObject({ email: 'karim@example.com', sent: false, reason: expect.stringContaining('No mail server') })
    const token = /\/admin\/reset\/(\w+)$/.exec(body.link)![1]!
    const [user] = (await payload.find({ collection: 'users', where: { email: { equals: 'karim@example.com' } }, showHiddenFields: true })).docs
    expect(user!.roles).toEqual(['sales', 'marketing'])
    const expires = new Date(user!.resetPasswordExpiration!).getTime()
    expect(expires - started).toBeGreaterThanOrEqual(72 * 3600_000 - 1000)
    expect(expires - started).toBeLessThan(72 * 3600_000 + 60_000)
    expect((await rest('POST', '/users/login', { json: { email: 'karim@example.com', password: 'karim-password-1' } })).status).toBe(401)
    expect((await rest('POST', '/users/reset-password', { json: { token, password: 'karim-password-1' } })).status).toBe(200)
    expect((await rest('POST', '/users/login', { json: { email: 'karim@example.com', password: 'karim-password-1' } })).status).toBe(200)
  })
})

