import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { forms } from '@/features/forms/definitions'
import { makePdf } from '../fixtures/pdf'
import { validCareer } from '../integration/requests'
import { adminAuthorization, cluster, formToken } from './site'
import { solveFrom } from '../proofOfWork'

/**
 * Uploads live in the bucket (S3_BUCKET), so any instance serves what another received; the private
 * ones only to a signed-in admin, through the site.
 */
const [first, second] = cluster.instances as [string, string]
let authorization = ''

beforeAll(async () => {
  authorization = await adminAuthorization(first)
})

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe('files uploaded through one instance', () => {
  it('a picture uploaded through one instance is served by the other, byte for byte, in every size', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b08d57' } }).png().toBuffer()
    const upload = new FormData()
    upload.append('file', new Blob([png], { type: 'image/png' }), `cluster-swatch-${Date.now()}.png`)
    upload.append('_payload', JSON.stringify({ alt: 'A brass swatch uploaded through one instance' }))
    const created = await fetch(`${first}/api/media`, { method: 'POST', headers: { authorization }, body: upload })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { url: string; sizes: Record<string, { url: string | null }> } }

    const original = await fetch(`${second}${doc.url}`)
    expect(original.status).toBe(200)
    expect((await bytesOf(original)).equals(png)).toBe(true)
    for (const size of Object.values(doc.sizes).filter((each) => each.url)) {
      const fromFirst = await bytesOf(await fetch(`${first}${size.url}`))
      const fromSecond = await fetch(`${second}${size.url}`)
      expect(fromSecond.status, size.url!).toBe(200)
      expect((await bytesOf(fromSecond)).equals(fromFirst)).toBe(true)
    }
  })

  it('a résumé sent through one instance is refused to visitors on both and downloaded by an admin on the other', async () => {
    const pdf = Buffer.from(makePdf('A résumé sent through one instance of the cluster'))
    const email = `cluster-cv-${Date.now()}@example.com`
    const { token, headers } = await formToken(first)
    const body = new FormData()
    for (const [name, value] of Object.entries({ ...validCareer, email_c: email, [forms.career.tokenField]: token })) body.append(name, value)
    body.append('altcha', await solveFrom(first))
    body.append('resume', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf')
    // The form's multipart body sets its own content type.
    const multipartHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'content-type'))
    const sent = await fetch(`${first}${forms.career.endpoint}`, { method: 'POST', headers: multipartHeaders, body })
    expect(sent.status).toBe(201)

    const query = new URLSearchParams({ 'where[email_c][equals]': email, depth: '1' })
    const applications = await fetch(`${second}/api/career-applications?${query}`, { headers: { authorization } })
    const [application] = ((await applications.json()) as { docs: { resume: { url: string } }[] }).docs
    const fileUrl = application!.resume.url
    for (const origin of cluster.instances) expect((await fetch(`${origin}${fileUrl}`)).status, `a visitor on ${origin}`).toBe(403)
    const download = await fetch(`${second}${fileUrl}`, { headers: { authorization } })
    expect(download.status).toBe(200)
    expect((await bytesOf(download)).equals(pdf)).toBe(true)
  })
})
