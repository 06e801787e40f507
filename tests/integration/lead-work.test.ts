import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ContactMessage, User } from '@/payload-types'
import { adapter, startPayload } from './harness'
import { editorToken, rest } from './rest'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

let payload: Payload
let editor: { token: string; id: number }
let colleague: { token: string; id: number }

const collection = 'contact-messages'
const sent = { name: 'Mariam Saeed', phone: '+971 50 765 4321', email: 'mariam@example.com', message: 'A villa in Arabian Ranches.' }
const visitorFields = ['name', 'phone', 'email', 'message', 'sourcePage', 'userAgent', 'ipHash'] as const

/** Leads received on given days from given pages, to filter. */
const received = [
  { key: 'homeNew', at: '2026-03-01T08:00:00.000Z', sourcePage: '/', status: 'new' },
  { key: 'contactNew', at: '2026-03-10T08:00:00.000Z', sourcePage: '/contact', status: 'new' },
  { key: 'contactClosed', at: '2026-03-20T08:00:00.000Z', sourcePage: '/contact', status: 'closed' },
  { key: 'villaContacted', at: '2026-04-02T08:00:00.000Z', sourcePage: '/villa-renovation-companies-dubai', status: 'contacted' },
] as const
const ids: Record<string, number> = {}

async function signedIn(email: string) {
  const token = await editorToken(payload, email)
  const user = (await payload.find({ collection: 'users', where: { email: { equals: email } } })).docs[0] as User
  return { token, id: user.id }
}

const createLead = (data: Partial<Pick<ContactMessage, 'email' | 'status' | 'sourcePage' | 'createdAt'>>) =>
  payload.create({
    collection,
    data: { ...sent, status: 'new', userAgent: 'Mozilla/5.0', ipHash: 'ab'.repeat(16), sourcePage: '/contact', ...data },
  })

beforeAll(async () => {
  ;({ payload } = await startPayload())
  editor = await signedIn('sales@example.com')
  colleague = await signedIn('colleague@example.com')
  for (const lead of received) {
    const { id } = await createLead({ email: `${lead.key}@example.com`, status: lead.status, sourcePage: lead.sourcePage, createdAt: lead.at })
    ids[lead.key] = id
  }
})

afterAll(async () => {
  await payload?.destroy()
})

const stored = (id: number) => payload.findByID({ collection, id, depth: 0 })

describe(`leads a sales team works, on ${adapter}`, () => {
  it("keeps what the visitor sent when an editor's update changes it, and saves the status, assignee and notes", async () => {
    const lead = await createLead({ email: 'kept@example.com' })
    const before = Date.now()
    const response = await rest('PATCH', `/${collection}/${lead.id}`, {
      token: editor.token,
      json: {
        name: 'Someone else',
        phone: '000',
        email: 'changed@example.com',
        message: 'Rewritten',
        sourcePage: '/elsewhere',
        userAgent: 'curl',
        ipHash: 'cd'.repeat(16),
        status: 'contacted',
        assignedTo: colleague.id,
        notes: [{ text: 'Called her, site visit on Sunday.' }],
      },
    })
    expect(response.status).toBe(200)
    const savedBy = Date.now()

    const after = await stored(lead.id)
    for (const field of visitorFields) expect(after[field], field).toBe(lead[field])
    expect(after.status).toBe('contacted')
    expect(after.assignedTo).toBe(colleague.id)
    expect(after.notes).toHaveLength(1)
    expect(after.notes![0]).toMatchObject({ text: 'Called her, site visit on Sunday.', author: editor.id })
    expect(Date.parse(after.notes![0]!.writtenAt!)).toBeGreaterThanOrEqual(before)
    expect(Date.parse(after.notes![0]!.writtenAt!)).toBeLessThanOrEqual(savedBy)
  })

  it('keeps who wrote a note and when, while a colleague adds the next one', async () => {
    const lead = await createLead({ email: 'notes@example.com' })
    await rest('PATCH', `/${collection}/${lead.id}`, { token: editor.token, json: { notes: [{ text: 'First call.' }] } })
    const first = (await stored(lead.id)).notes![0]!

    const response = await rest('PATCH', `/${collection}/${lead.id}`, {
      token: colleague.token,
      json: { notes: [{ ...first, author: colleague.id, writtenAt: '2000-01-01T00:00:00.000Z' }, { text: 'Quote sent.' }] },
    })
    expect(response.status).toBe(200)

    const notes = (await stored(lead.id)).notes!
    expect(notes.map((note) => note.text)).toEqual(['First call.', 'Quote sent.'])
    expect(notes[0]).toMatchObject({ author: editor.id, writtenAt: first.writtenAt })
    expect(notes[1]!.author).toBe(colleague.id)
  })

  it('tells the admin that the visitor fields cannot be changed and the sales fields can', async () => {
    const response = await rest('POST', `/${collection}/access/${ids.homeNew}`, { token: editor.token })
    expect(response.status).toBe(200)
    const { fields } = (await response.json()) as { fields: Record<string, { update?: boolean }> }
    for (const field of visitorFields) expect(fields[field]?.update, field).toBeFalsy()
    for (const field of ['status', 'assignedTo', 'notes']) expect(fields[field]?.update, field).toBe(true)
  })
})

/** The ids of the filtered leads, asked with the query string the admin's list sends. */
async function listed(query: string) {
  const response = await rest('GET', `/${collection}?${query}&depth=0&limit=100`, { token: editor.token })
  expect(response.status).toBe(200)
  const { docs } = (await response.json()) as { docs: ContactMessage[] }
  return docs.map((doc) => doc.id).filter((id) => Object.values(ids).includes(id)).sort()
}

const idsOf = (...keys: string[]) => keys.map((key) => ids[key]!).sort()

describe(`filtering the leads, on ${adapter}`, () => {
  it('lists the new leads from the link of the dashboard', async () => {
    const { leadListUrl } = await import('@/features/forms/admin/leadListUrl')
    const query = leadListUrl(collection, [['status', 'equals', 'new']]).split('?')[1]!
    expect(await listed(query)).toEqual(idsOf('homeNew', 'contactNew'))
  })

  it('lists the leads received between two days', async () => {
    const query = 'where[or][0][and][0][createdAt][greater_than_equal]=2026-03-05T00:00:00.000Z&where[or][0][and][1][createdAt][less_than]=2026-04-01T00:00:00.000Z'
    expect(await listed(query)).toEqual(idsOf('contactNew', 'contactClosed'))
  })

  it('lists the leads sent from one page', async () => {
    expect(await listed('where[or][0][and][0][sourcePage][equals]=%2Fcontact')).toEqual(idsOf('contactNew', 'contactClosed'))
    expect(await listed('where[or][0][and][0][sourcePage][like]=villa')).toEqual(idsOf('villaContacted'))
  })

  it('combines the filters', async () => {
    const query = 'where[or][0][and][0][sourcePage][equals]=%2Fcontact&where[or][0][and][1][status][equals]=new'
    expect(await listed(query)).toEqual(idsOf('contactNew'))
  })

  it('lists the leads assigned to someone, and those assigned to nobody', async () => {
    await payload.update({ collection, id: ids.villaContacted!, data: { assignedTo: colleague.id } })
    expect(await listed(`where[or][0][and][0][assignedTo][equals]=${colleague.id}`)).toEqual(idsOf('villaContacted'))
    expect(await listed('where[or][0][and][0][assignedTo][exists]=false')).toEqual(idsOf('homeNew', 'contactNew', 'contactClosed'))
  })
})

describe(`the company's WhatsApp, on ${adapter}`, () => {
  const whatsappOf = async () => {
    const { whatsappUrl } = await import('@/lib/contact')
    return whatsappUrl(await payload.findGlobal({ slug: 'company' }))
  }
  const saveCompany = async (data: Record<string, unknown>) => {
    const [{ skipRevalidation }, { demoCompany }] = await Promise.all([import('@/cms/hooks/revalidate'), import('@/content/company')])
    await payload.updateGlobal({ slug: 'company', data: { ...demoCompany, ...data }, context: skipRevalidation })
  }

  it('follows the phone: the demo company chats on its phone, and on its new phone once changed', async () => {
    await saveCompany({})
    expect(await whatsappOf()).toBe('https://wa.me/97145550147')
    await saveCompany({ phone: '+971 4 555 0199', social: { whatsapp: 'https://wa.me/971500000000', whatsappSeparate: false } })
    expect(await whatsappOf()).toBe('https://wa.me/97145550199')
  })

  it('is its own number or link when set apart', async () => {
    await saveCompany({ social: { whatsappSeparate: true, whatsapp: '+971 50 123 4567' } })
    expect(await whatsappOf()).toBe('https://wa.me/971501234567')
    await saveCompany({ social: { whatsappSeparate: true, whatsapp: 'https://wa.me/971501234567?text=Hello' } })
    expect(await whatsappOf()).toBe('https://wa.me/971501234567?text=Hello')
  })

  it('reads details saved before the choice existed as they behaved', async () => {
    await saveCompany({ social: { whatsappSeparate: null, whatsapp: 'https://wa.me/971501234567' } })
    const company = await payload.findGlobal({ slug: 'company' })
    expect(company.social?.whatsappSeparate).toBe(true)
    expect(await whatsappOf()).toBe('https://wa.me/971501234567')
    await saveCompany({ social: { whatsappSeparate: null, whatsapp: 'https://wa.me/97145550147' } })
    expect(await whatsappOf()).toBe('https://wa.me/97145550147')
    expect((await payload.findGlobal({ slug: 'company' })).social?.whatsappSeparate).toBe(false)
  })
})
