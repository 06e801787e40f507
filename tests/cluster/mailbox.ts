import fs from 'node:fs'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** One mail the site sent: its recipients, subject and text. */
export type Mail = { to: string[]; subject: string; text: string }

/** A real SMTP server that writes each mail it receives as a line of JSON to `file`. */
export async function startMailbox(file: string, port: number): Promise<() => Promise<void>> {
  fs.writeFileSync(file, '')
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then((parsed) => {
        const to = [parsed.to ?? []].flat().flatMap((address) => address.value.map((each) => each.address ?? ''))
        const mail: Mail = { to, subject: parsed.subject ?? '', text: parsed.text ?? '' }
        fs.appendFileSync(file, `${JSON.stringify(mail)}\n`)
        callback()
      }, callback)
    },
  })
  // An instance killed while it sends drops its connection: that mail is its to send again, and the
  // mailbox carries on (without a listener the error would end the test run).
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}

export const readMailbox = (file: string): Mail[] =>
  fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Mail)
