import { nodemailerAdapter } from '@payloadcms/email-nodemailer'

/**
 * SMTP from the environment; without SMTP_HOST, Payload writes mails to the log instead, so a
 * single machine needs no mail server.
 */
export function emailAdapter() {
  const host = process.env.SMTP_HOST
  if (!host) return undefined
  const port = Number(process.env.SMTP_PORT || 587)
  return nodemailerAdapter({
    defaultFromAddress: process.env.MAIL_FROM || `website@${host}`,
    defaultFromName: process.env.MAIL_FROM_NAME || 'Website',
    skipVerify: true,
    transportOptions: {
      host,
      port,
      secure: process.env.SMTP_SECURE ? process.env.SMTP_SECURE === 'true' : port === 465,
      auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
  })
}
