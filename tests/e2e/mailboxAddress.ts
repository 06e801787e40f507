/** The e2e site's mail server (mailbox.ts): SMTP on the port after the site's, its mails as JSON on the one after that. */
const sitePort = Number(process.env.E2E_PORT || 3100)
export const mailbox = { smtpPort: sitePort + 1, httpPort: sitePort + 2 }
export const mailboxUrl = `http://127.0.0.1:${mailbox.httpPort}/mails`

export type Mail = { to: string[]; subject: string; text: string; receivedAt: string }

/** The mails sent to `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const mails = (await (await fetch(mailboxUrl)).json()) as Mail[]
  return mails.filter((mail) => mail.to.includes(address))
}
