import fs from 'node:fs'

import { startSmtp } from '../integration/smtp'

/** One mail the site sent: its recipients, subject and text. */
export type Mail = { to: string[]; subject: string; text: string }

/** A real SMTP server that writes each mail it receives as a line of JSON to `file`. */
export async function startMailbox(file: string, port: number): Promise<() => Promise<void>> {
  fs.writeFileSync(file, '')
  const server = await startSmtp(port, (parsed) => {
    const to = [parsed.to ?? []].flat().flatMap((address) => address.value.map((each) => each.address ?? ''))
    const mail: Mail = { to, subject: parsed.subject ?? '', text: parsed.text ?? '' }
    fs.appendFileSync(file, `${JSON.stringify(mail)}\n`)
  })
  // An instance killed while it sends drops its connection: that mail is its to send again, and the
  // mailbox carries on (without a listener the error would end the test run).
  server.on('error', () => {})
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}

export const readMailbox = (file: string): Mail[] =>
  fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Mail)
