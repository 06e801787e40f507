import { expect, test } from '@playwright/test'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'

import { samples, sendContactMessage, unique } from './leads'
import { signedInContext } from './editor'
import { adminHeaders } from './site'

/** Issue 41: a lead sent through the page reaches the sales team's Slack channel, with its campaign. */

type Received = { headers: http.IncomingHttpHeaders; body: string }

/** A Slack-like incoming webhook on this machine (the server runs with WEBHOOKS_ALLOW_PRIVATE_TARGETS=1). */
async function slackReceiver() {
  const received: Received[] = []
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, resolve))
  return { received, port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) }
}

test('a contact message sent from the page reaches a Slack webhook with its campaign and a link to the lead, and an owner sends it again', async ({ page, browser, baseURL }) => {
  const slack = await slackReceiver()
  const created = await page.request.post('/api/webhooks', {
    headers: adminHeaders(),
    data: { name: 'Sales channel (e2e)', url: `http://localhost:${slack.port}/services/e2e`, format: 'slack', forms: ['contact-messages'] },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; secret: string } }
  try {
    await page.goto('/office-fit-out?utm_source=linkedin&utm_medium=social&utm_campaign=villa-spring')
    const email = `e2e-webhook-${unique()}@example.com`
    const id = await sendContactMessage(page, email)

    // The job queue sends it within its next run (every 10 seconds), never in the visitor's request.
    const mine = () => slack.received.find((request) => request.body.includes(email))
    await expect.poll(mine, { timeout: 30_000 }).toBeTruthy()
    const { headers, body } = mine()!
    expect(() => new Webhook(doc.secret).verify(body, headers as Record<string, string>)).not.toThrow()
    const { name, phone, message } = samples.contact.values
    const lines = (JSON.parse(body) as { text: string }).text.split('\n')
    expect(lines.slice(0, -1)).toEqual([
      `*New contact message* from ${name}`,
      'Form: Contact message',
      `Name: ${name}`,
      `Phone: ${phone}`,
      `Email: ${email}`,
      `Message: ${message}`,
      'Campaign: villa-spring (linkedin / social)',
    ])
    expect(lines.at(-1)).toMatch(new RegExp(`^<https?://[^|]+/admin/collections/contact-messages/${id}\\|Open it in the admin>$`))

    // The delivery is in the lead's log, and the destination's.
    const deliveries = await page.request.get(`/api/webhook-deliveries?where[leadId][equals]=${id}&where[webhook][equals]=${doc.id}`, { headers: adminHeaders() })
    const [delivery] = (await deliveries.json()).docs
    expect(delivery).toMatchObject({ state: 'delivered', event: 'lead.created', attempts: [{ status: 200 }] })

    // The lead's page lists it; an owner sends it again from the delivery's page, with the same webhook-id.
    const context = await signedInContext(browser, baseURL!)
    const admin = await context.newPage()
    await admin.goto(`/admin/collections/contact-messages/${id}`)
    const sent = admin.getByRole('region', { name: 'Sent to webhooks' })
    // Other specs' webhooks, running meanwhile, may have their own rows.
    const row = sent.getByRole('row').filter({ hasText: 'Sales channel (e2e)' })
    await expect(row).toContainText('delivered')
    await row.getByRole('link', { name: 'delivered' }).click()
    await expect(admin).toHaveURL(new RegExp(`/admin/collections/webhook-deliveries/${delivery.id}$`))
    await admin.getByRole('button', { name: 'Send again' }).click()
    await expect(admin.getByRole('status').filter({ hasText: 'The delivery is queued' })).toBeVisible()
    await expect.poll(() => slack.received.filter((request) => request.body.includes(email)).length, { timeout: 30_000 }).toBe(2)
    const [first, again] = slack.received.filter((request) => request.body.includes(email))
    expect(again!.headers['webhook-id']).toBe(first!.headers['webhook-id'])
    await context.close()
  } finally {
    await page.request.delete(`/api/webhooks/${doc.id}`, { headers: adminHeaders() })
    await slack.close()
  }
})
