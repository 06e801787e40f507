import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { PayloadEmailAdapter, SendEmailOptions } from 'payload'

const addressesOf = (to: SendEmailOptions['to']) =>
  [to ?? []].flat().map((each) => (typeof each === 'string' ? each : each.address))

/**
 * Without SMTP_HOST no mail leaves this machine: each one is logged instead, its recipients and
 * subject as fields of one record (the subject holds a visitor's name).
 */
const logOnlyAdapter: PayloadEmailAdapter = ({ payload }) => {
  payload.logger.warn('SMTP_HOST is not set: mails are logged, not sent')
  return {
    name: 'log',
    defaultFromAddress: process.env.MAIL_FROM || 'website@localhost',
    defaultFromName: process.env.MAIL_FROM_NAME || 'Website',
    sendEmail: async (message) => {
      payload.logger.info({ mail: { to: addressesOf(message.to), subject: message.subject }, msg: 'Mail not sent (no SMTP_HOST)' })
    },
  }
}

/** SMTP from the environment; without SMTP_HOST, mails go to the log instead. */
export function emailAdapter() {
  const host = process.env.SMTP_HOST
  if (!host) return logOnlyAdapter
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
