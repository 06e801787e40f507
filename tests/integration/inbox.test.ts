import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/cms/access'
import { adapter, startPayload } from './harness'

let payload: Payload
let loadInbox: typeof import('@/features/inbox/server/loadInbox').loadInbox
let inboxPageSize: number

const userWith = async (role: Role) => {
  const user = await payload.create({ collection: 'users', data: { email: `inbox-${role}@example.com`, password: 'a-long-test-password', roles: [role] } })
  return { ...user, collection: 'users' } as unknown as PayloadRequest['user']
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

beforeAll(async () => {
  ;({ payload } = await startPayload())
  ;({ loadInbox, inboxPageSize } = await import('@/features/inbox/server/loadInbox'))
  const quote = (index: number) => ({
    name: `Quote ${index}`,
    phone: '+971 50 000 0000',
    email: `quote${index}@example.com`,
    work_type: 'Fit Out' as const,
    project_category: 'Commercial' as const,
    message: `We would like a fit-out for floor ${index}.`,
    status: index % 2 ? ('new' as const) : ('contacted' as const),
    createdAt: minutesAgo(index * 2),
  })
  for (let index = 0; index < inboxPageSize + 5; index++) await payload.create({ collection: 'quote-requests', data: quote(index) })
  await payload.create({ collection: 'newsletter-subscribers', data: { s_name: 'Layla Haddad', s_email: 'layla@example.com', status: 'new', createdAt: minutesAgo(3) } })
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`the inbox on ${adapter}`, () => {
  it('lists every lead an owner may read, newest first across the forms, a page at a time', async () => {
    const owner = await userWith('owner')
    const first = await loadInbox(payload, owner, { where: {} })
    expect(first.rows).toHaveLength(inboxPageSize)
    expect(first.rows.slice(0, 3).map((row) => row.name)).toEqual(['Quote 0', 'Quote 1', 'Layla Haddad'])
    expect(first.rows[0]).toMatchObject({ form: 'quote', excerpt: 'We would like a fit-out for floor 0.', source: '(direct)', status: 'contacted' })
    expect(first.rows[2]).toMatchObject({ form: 'newsletter', excerpt: '', status: 'new' })
    const second = await loadInbox(payload, owner, { where: {}, before: first.older })
    expect(second.rows).toHaveLength(6)
    expect(second.older).toBeUndefined()
    expect(new Set([...first.rows, ...second.rows].map((row) => `${row.form}${row.id}`)).size).toBe(inboxPageSize + 6)
  })

  it('shows each role only the kinds it reads, and a view only its leads', async () => {
    const sales = await loadInbox(payload, await userWith('sales'), { where: { status: { equals: 'new' } } })
    expect(new Set(sales.rows.map((row) => row.form))).toEqual(new Set(['quote']))
    expect(sales.rows.every((row) => row.status === 'new')).toBe(true)
    const marketing = await loadInbox(payload, await userWith('marketing'), { where: {} })
    expect(marketing.rows.map((row) => row.name)).toEqual(['Layla Haddad'])
    expect((await loadInbox(payload, await userWith('hr'), { where: {} })).rows).toEqual([])
    expect((await loadInbox(payload, await userWith('agency'), { where: {} })).rows).toEqual([])
  })

  it("names the lead's assignee", async () => {
    const sara = await payload.create({ collection: 'users', data: { name: 'Sara Khan', email: 'sara@example.com', password: 'a-long-test-password', roles: ['sales'] } })
    const [lead] = (await payload.find({ collection: 'quote-requests', where: { name: { equals: 'Quote 1' } } })).docs
    await payload.update({ collection: 'quote-requests', id: lead!.id, data: { assignedTo: sara.id } })
    const mine = await loadInbox(payload, { ...sara, collection: 'users' } as unknown as PayloadRequest['user'], { where: { assignedTo: { equals: sara.id } } })
    expect(mine.rows.map((row) => [row.name, row.assignee])).toEqual([['Quote 1', 'Sara Khan']])
  })
})
