import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { createLocalReq, type Payload, type Where } from 'payload'

import type { Export } from '@/payload-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pdfBytes } from './requests'
import { adapter, startPayload } from './harness'
import { editorToken, rest } from './rest'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

let payload: Payload
let token: string
const leadCount = 60
/** Received at 22:30 UTC on 31 January: 02:30 on 1 February in Dubai (UTC+4). */
const firstReceived = '2025-01-31T22:30:00.000Z'

/** Values a spreadsheet would run as formulas. */
const hostile = {
  name: '=HYPERLINK("http://x","y")',
  phone: '+1',
  email: '@SUM(A1)',
  message: '-2',
  sourcePage: '\t=cmd|\' /C calc\'!A0',
  userAgent: '\r=1+1',
  landingPage: '/office-fit-out?utm_campaign=%3D1',
  utmSource: '+google',
  utmCampaign: '=HYPERLINK("https://evil.example")',
}

/** Where each lead came from (issue 26), after the form's own fields. */
const attributionHeaders = [
  'Landing page',
  'Referring site',
  'Source (utm_source)',
  'Medium (utm_medium)',
  'Campaign (utm_campaign)',
  'Term (utm_term)',
  'Content (utm_content)',
  'Google Ads click (gclid)',
  'Google Ads app click (gbraid)',
  'Google Ads web click (wbraid)',
  'Meta click (fbclid)',
  'Microsoft Ads click (msclkid)',
]

const quoteHeaders = [
  'ID',
  'Received (Dubai time)',
  'Name',
  'Phone',
  'Email',
  'Work Type',
  'Project Category',
  'Message',
  ...attributionHeaders,
  'Status',
  'Assigned to',
  'Notes',
  'Language',
  'Sent from page',
  'User agent',
  'Address hash',
  // Issue 41: the flag (every exported lead's is false: spam is left out of exports).
  'Spam',
  'Keep past the retention period',
  'Last changed (Dubai time)',
]

/** What the admin's Export drawer sends from a list of quote requests showing 50 a page. */
const adminExport: Omit<Export, 'id' | 'createdAt' | 'updatedAt'> = {
  name: 'quotes',
  collectionSlug: 'quote-requests',
  format: 'csv',
  fields: ['name', 'phone', 'email', 'work_type', 'status', 'createdAt'],
  limit: 50,
  page: 1,
  sort: '-createdAt',
  selectionToUse: 'all',
  drafts: 'yes',
  where: {},
}

beforeAll(async () => {
  ;({ payload } = await startPayload())
  token = await editorToken(payload)
  for (let index = 0; index < leadCount; index++) {
    const received = new Date(Date.parse(firstReceived) + index * 60_000).toISOString()
    // A campaign on every third lead, two of them alike: a sort with ties and empty values.
    const campaign = index % 3 === 0 ? (index % 2 ? 'autumn' : 'spring') : undefined
    const values =
      index === 0
        ? hostile
        : { name: `Lead ${index}`, phone: '050 123 4567', email: `lead${index}@example.com`, message: 'Hello', language: index === 1 ? ('ar' as const) : undefined, utmCampaign: campaign }
    await payload.create({
      collection: 'quote-requests',
      data: { work_type: 'Fit Out', project_category: 'Commercial', status: 'new', ipHash: 'ab'.repeat(16), ...values, createdAt: received },
    })
  }
  const salesperson = await payload.update({ collection: 'users', where: {}, data: { name: 'Sara Khan' } })
  await payload.update({
    collection: 'quote-requests',
    where: { email: { equals: 'lead1@example.com' } },
    data: {
      assignedTo: salesperson.docs[0]!.id,
      notes: [
        { text: 'Called, no answer.', author: salesperson.docs[0]!.id, writtenAt: '2025-02-01T06:00:00.000Z' },
        { text: '=Visit on Sunday', author: salesperson.docs[0]!.id, writtenAt: '2025-02-02T07:30:00.000Z' },
      ],
    },
  })
})

afterAll(async () => {
  await payload?.destroy()
})

const rowsOf = (csv: string) => parse(csv, { bom: true, relax_column_count: false }) as string[][]

/** Every cell a spreadsheet could read as a formula starts with a quote instead. */
function expectNeutralised(rows: string[][]) {
  for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
}

function expectQuoteRequestsCsv(csv: string) {
  const [header, ...rows] = rowsOf(csv)
  expect(header).toEqual(quoteHeaders)
  expect(rows).toHaveLength(leadCount)
  expectNeutralised(rows)
  const column = (name: string) => quoteHeaders.indexOf(name)
  const first = rows.find((row) => row[column('Phone')] === `'${hostile.phone}`)!
  expect(first[column('Name')]).toBe(`'${hostile.name}`)
  expect(first[column('Email')]).toBe(`'${hostile.email}`)
  expect(first[column('Message')]).toBe(`'${hostile.message}`)
  expect(first[column('Sent from page')]).toBe(`'${hostile.sourcePage}`)
  expect(first[column('User agent')]).toBe(`'${hostile.userAgent}`)
  expect(first[column('Landing page')]).toBe(hostile.landingPage)
  expect(first[column('Source (utm_source)')]).toBe(`'${hostile.utmSource}`)
  expect(first[column('Campaign (utm_campaign)')]).toBe(`'${hostile.utmCampaign}`)
  expect(first[column('Work Type')]).toBe('Fit Out')
  expect(first[column('Status')]).toBe('New')
  expect(first[column('Received (Dubai time)')]).toBe('2025-02-01 02:30:00')
  const worked = rows.find((row) => row[column('Email')] === 'lead1@example.com')!
  expect(worked[column('Assigned to')]).toBe('Sara Khan')
  expect(worked[column('Language')]).toBe('Arabic')
  expect(first[column('Language')]).toBe('English')
  expect(worked[column('Notes')]).toBe('2025-02-01 10:00:00 Sara Khan: Called, no answer.\n2025-02-02 11:30:00 Sara Khan: =Visit on Sunday')
  expect(first[column('Notes')]).toBe('')
  expect(first[column('Last changed (Dubai time)')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
}

describe(`lead exports on ${adapter}`, () => {
  it('downloads every field of every lead, with readable headers, Dubai times and no formulas', async () => {
    const response = await rest('POST', '/exports/download', { token, json: { data: adminExport } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expectQuoteRequestsCsv(await response.text())
  })

  it("writes the times on the company's clock: another zone in the company's details, another header and hour", async () => {
    const company = { name: 'Studio', phone: '+971 4 555 0147', email: 'hello@example.com', address: 'Dubai', about: 'Interiors.', copyrightHolder: 'Studio' }
    await payload.updateGlobal({ slug: 'company', data: { ...company, timeZone: 'Europe/London' } })
    try {
      const response = await rest('POST', '/exports/download', { token, json: { data: adminExport } })
      const [header, ...rows] = rowsOf(await response.text())
      const received = header!.indexOf('Received (London time)')
      expect(received).toBeGreaterThan(0)
      expect(rows.map((row) => row[received])).toContain('2025-01-31 22:30:00')
    } finally {
      await payload.updateGlobal({ slug: 'company', data: { ...company, timeZone: 'Asia/Dubai' } })
    }
  })

  it('saves the same file when the export is saved', async () => {
    const user = (await payload.find({ collection: 'users', limit: 1 })).docs[0]!
    const saved = await payload.create({ collection: 'exports', data: adminExport, user, overrideAccess: false })
    const done = await payload.findByID({ collection: 'exports', id: saved.id })
    const staticDir = payload.collections.exports.config.upload.staticDir
    expect(done.filename).toBeTruthy()
    const savedCsv = fs.readFileSync(path.join(staticDir!, done.filename!), 'utf8')
    expectQuoteRequestsCsv(savedCsv)
    // The download is streamed by the site's own code, the saved file written by the plugin: the same sheet.
    const downloaded = await rest('POST', '/exports/download', { token, json: { data: adminExport } })
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await downloaded.arrayBuffer())).toBe(savedCsv)
  })

  it("streams a list longer than a page with every lead once, in the list's order, those without a value last", async () => {
    const { leadCsvStream } = await import('@/features/forms/export/leadCsv')
    const { notSpam } = await import('@/features/forms/spam/leadFields')
    const user = (await payload.find({ collection: 'users', where: { email: { equals: 'editor@example.com' } }, limit: 1 })).docs[0]!
    const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    const idsWhere = async (where: Where, sort: string[]) =>
      (await payload.find({ collection: 'quote-requests', where, sort, pagination: false, depth: 0 })).docs.map((lead) => String(lead.id))
    const sheet = async (pageSize: number, sort: string) =>
      new Response(await leadCsvStream(req, { collection: 'quote-requests', where: notSpam, sort, pageSize })).text()
    const campaignColumn = quoteHeaders.indexOf('Campaign (utm_campaign)')
    for (const sort of ['createdAt', '-createdAt', 'status', '-name', 'utmCampaign', '-utmCampaign']) {
      const field = sort.replace(/^-/, '')
      const direction = sort.startsWith('-') ? '-' : ''
      const expected = [
        ...(await idsWhere({ [field]: { exists: true } }, [sort, `${direction}id`])),
        ...(await idsWhere({ [field]: { exists: false } }, [`${direction}id`])),
      ]
      expect(expected).toHaveLength(leadCount)
      const onePage = await sheet(leadCount + 1, sort)
      // 7 leads a page ends on a part page; 20 on a full one, then an empty read.
      for (const pageSize of [7, 20]) {
        const csv = await sheet(pageSize, sort)
        const [header, ...rows] = rowsOf(csv)
        expect(header).toEqual(quoteHeaders)
        expect(rows.map((row) => row[0]), `${sort}, ${pageSize} a page`).toEqual(expected)
        expect(csv).toBe(onePage)
        if (field === 'utmCampaign') {
          const campaigns = rows.map((row) => row[campaignColumn])
          expect(campaigns.slice(0, 20).every(Boolean)).toBe(true)
          expect(campaigns.slice(20).every((campaign) => !campaign)).toBe(true)
        }
      }
    }
    expectQuoteRequestsCsv(await sheet(7, '-createdAt'))
  })

  it('previews the export with the same headers and cells', async () => {
    const response = await rest('POST', '/exports/export-preview', { token, json: { ...adminExport, sort: 'createdAt' } })
    expect(response.status).toBe(200)
    const preview = (await response.json()) as { columns: string[]; docs: Record<string, string>[]; totalDocs: number }
    expect(preview.columns).toEqual(quoteHeaders)
    expect(preview.totalDocs).toBe(leadCount)
    expect(preview.docs.map((doc) => doc['Name'])).toContain(`'${hostile.name}`)
  })

  it("links each application's file for signed-in editors", async () => {
    const file = await payload.create({
      collection: 'lead-files',
      data: { originalName: 'cv.pdf' },
      file: { data: Buffer.from(pdfBytes), mimetype: 'application/pdf', name: 'stored-cv.pdf', size: pdfBytes.length },
    })
    await payload.create({
      collection: 'career-applications',
      data: {
        name_c: 'Omar',
        phone_c: '+971 55 765 4321',
        email_c: 'omar@example.com',
        role_c: 'Project Engineer',
        linked_profile_link: 'https://www.linkedin.com/in/omar',
        resume: file.id,
        status: 'new',
      },
    })
    const json = { data: { ...adminExport, collectionSlug: 'career-applications', fields: ['name_c'] } }
    const [header, row] = rowsOf(await (await rest('POST', '/exports/download', { token, json })).text())
    expect(header).toEqual([
      'ID',
      'Received (Dubai time)',
      'Name',
      'Phone',
      'Email',
      'Job Role',
      'LinkedIn profile link',
      'Resume (PDF)',
      ...attributionHeaders,
      'Status',
      'Assigned to',
      'Notes',
      'Language',
      'Sent from page',
      'User agent',
      'Address hash',
      'Spam',
      'Keep past the retention period',
      'Last changed (Dubai time)',
    ])
    expect(row![header!.indexOf('Phone')]).toBe("'+971 55 765 4321")
    expect(row![header!.indexOf('Resume (PDF)')]).toBe(`http://localhost:3000/api/lead-files/file/${file.filename}`)
  })
})
