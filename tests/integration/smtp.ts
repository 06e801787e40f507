import { simpleParser, type ParsedMail } from 'mailparser'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on 127.0.0.1:`port` that hands each mail, parsed, to `onMail`; the sender
 * hears that the mail was accepted once `onMail` has settled (a test may hold it there). While
 * `isUp` says no, it answers every connection 421 (service not available), holding its port.
 */
export async function startSmtp(port: number, onMail: (mail: ParsedMail) => unknown, isUp: () => boolean = () => true): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      callback(isUp() ? undefined : Object.assign(new Error('Service not available'), { responseCode: 421 }))
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(async (mail) => {
        await onMail(mail)
        callback()
      }, callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}

/** The port a server started on port 0 was given. */
export const portOf = (server: SMTPServer) => (server.server.address() as AddressInfo).port

/** Runs the job queue until `received` holds `count` mails (the mail jobs may need more than one run). */
export async function runJobsUntilMails(payload: { jobs: { run: () => Promise<unknown> } }, received: unknown[], count: number) {
  const { expect } = await import('vitest')
  await expect
    .poll(
      async () => {
        await payload.jobs.run()
        return received.length
      },
      { timeout: 15_000, interval: 300 },
    )
    .toBe(count)
}
