import { createServer } from 'node:http'

import { startSmtp } from '../integration/smtp'
import { mailbox, type Mail } from './mailboxAddress'

/*
 * The e2e site's mail server: a real SMTP server that keeps every mail, and a page that lists
 * them as JSON for the tests (GET /mails). Started by playwright.config.ts beside the site.
 */
const mails: Mail[] = []

await startSmtp(mailbox.smtpPort, (mail) => {
  const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((each) => each.address ?? ''))
  mails.push({ to, subject: mail.subject ?? '', text: mail.text ?? '', receivedAt: new Date().toISOString() })
})

createServer((request, response) => {
  if (request.url !== '/mails') return response.writeHead(404).end()
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails))
}).listen(mailbox.httpPort, '127.0.0.1')
