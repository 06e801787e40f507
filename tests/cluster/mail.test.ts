import { expect, it } from 'vitest'

import { readMailbox } from './mailbox'
import { cluster, formToken, sendQuote } from './site'

/**
 * Every instance runs the mail queue; each queued mail is claimed by one of them
 * (src/cms/atomicJobClaims.ts): 30 leads sent through nginx, which spreads them over both instances,
 * give 60 mails, the company's and the visitor's of each lead, each sent exactly once.
 */
it('30 leads sent round-robin give 60 mails, each sent exactly once', async () => {
  const token = await formToken(cluster.origin)
  const emails = Array.from({ length: 30 }, (_, index) => `cluster-mail-${Date.now()}-${index}@example.com`)
  const statuses = await Promise.all(emails.map((email) => sendQuote(cluster.origin, email, token)))
  expect(statuses).toEqual(emails.map(() => 201))

  const mailsOf = (email: string) => readMailbox(cluster.mailbox).filter((mail) => mail.to.includes(email) || mail.text.includes(email))
  await expect.poll(() => emails.flatMap(mailsOf).length, { timeout: 60_000, interval: 500 }).toBeGreaterThanOrEqual(60)
  // A mail sent twice would arrive a moment after the first: give it that moment.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  for (const email of emails) {
    const mails = mailsOf(email)
    expect(mails.filter((mail) => mail.to.includes(email)), `the acknowledgement to ${email}`).toHaveLength(1)
    expect(mails.filter((mail) => !mail.to.includes(email)), `the company's mail about ${email}`).toHaveLength(1)
  }
})
