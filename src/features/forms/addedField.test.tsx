import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig, getPayload, type Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { Company } from '@/cms/globals/Company'
import { FormMarkup } from './client/FormMarkup'
import { leadCollection } from './collections/leads'
import { LeadNotifications } from './collections/LeadNotifications'
import { webhooksPlugin } from '@/features/webhooks/plugin'
import { type FormDefinition, forms } from './definitions'
import { proofOfWorkField, tokenCookie, tokenHeader } from './protocol'
import { readableRows } from './export/readableRows'
import { text } from './fields'
import { acknowledgeVisitor, notifyCompany } from './jobs/notify'
import { receiveSubmission } from './server/submit'
import { issueToken } from './server/token'
import { newChallenge } from './spam/proofOfWork'
import { solve } from '../../../tests/proofOfWork'
import { schemaOf } from './schemas'
import { englishFormWords } from './words/en'

/**
 * One definition per form: a field added to (a copy of) a definition, and nothing else edited,
 * is in the form's markup, its checks, the stored lead, the admin, the CSV export and the mail.
 */
const withCompany: FormDefinition = { ...forms.contact, fields: [...forms.contact.fields, text('company', 'Company')] }
const collection = withCompany.collection
const values = { name: 'Mira Saad', phone: '+971 50 111 2222', email: 'mira@example.com', message: 'A clinic fit-out.', company: 'Saad Dental' }

let payload: Payload
let dataDir: string

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'added-field-'))
  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET = crypto.randomBytes(16).toString('hex')
  process.env.MAIL_TO = 'studio@example.com'
  const config = await buildConfig({
    secret: process.env.PAYLOAD_SECRET,
    // This throwaway database takes its tables from the configuration, as a new migration would.
    db: sqliteAdapter({ client: { url: `file:${path.join(dataDir, 'site.db')}` }, push: true }),
    collections: [leadCollection('contact', withCompany)],
    globals: [Company, LeadNotifications],
    jobs: { tasks: [notifyCompany, acknowledgeVisitor] },
    // A stored lead is offered to the webhooks (none here) in its own transaction.
    plugins: [webhooksPlugin],
    telemetry: false,
  })
  payload = await getPayload({ config, key: 'added-field' })
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('a field added to a definition', () => {
  it('is in the form, with its label and its message slot', () => {
    const html = renderToStaticMarkup(
      <FormMarkup name="contact" definition={withCompany} words={englishFormWords} id="f" fallback={{ phone: '+971 4 555 0147', telHref: 'tel:+97145550147' }} />,
    )
    expect(html).toContain('<label for="f-company" class="form-label">Company</label>')
    expect(html).toContain('name="company"')
    expect(html).toContain('data-error-for="company"')
  })

  it("is checked, with SPEC §5's kind of message", () => {
    expect(schemaOf(withCompany).safeParse({ ...values, company: '' }).error?.issues[0]).toMatchObject({ path: ['company'], message: 'Company is required' })
  })

  it('is stored with the lead, shown in the admin, exported and mailed', async () => {
    const token = issueToken()
    const request = new Request(`http://localhost:3000${withCompany.endpoint}`, {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        cookie: `${tokenCookie}=${token}`,
        [tokenHeader]: token,
      },
      // Solved as the page's script solves it, a minute after the form was first touched: a real lead, not spam.
      body: JSON.stringify({ ...values, token, [proofOfWorkField]: await solve(await newChallenge(Date.now() - 60_000)) }),
    })
    const response = await receiveSubmission({ name: 'contact', form: withCompany, payload, request })
    expect(response.status).toBe(201)

    const { docs } = await payload.find({ collection, overrideAccess: true })
    expect(docs).toHaveLength(1)
    const lead: Record<string, unknown> = { ...docs[0] }
    expect(lead.company).toBe('Saad Dental')

    const admin = payload.collections[collection].config
    expect(admin.fields.find((field) => 'name' in field && field.name === 'company')).toMatchObject({ label: 'Company', required: true })
    expect(admin.admin.listSearchableFields).toContain('company')

    const exportRows = readableRows(collection) as unknown as (args: object) => Promise<Record<string, string>[]>
    expect((await exportRows({ data: [lead], format: 'csv', req: { payload } }))[0]).toMatchObject({ Company: 'Saad Dental' })

    const sent = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    await payload.jobs.run({ overrideAccess: true })
    const toCompany = sent.mock.calls.map(([mail]) => mail).find((mail) => mail?.to?.toString() === 'studio@example.com')
    expect(toCompany?.text).toContain('Company: Saad Dental')
  }, 60_000)
})
