import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { PayloadEmailAdapter, SendEmailOptions } from 'payload'

import { mailFrom, smtpSettings } from './env'

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
    defaultFromAddress: mailFrom().address,
    defaultFromName: mailFrom().name,
    sendEmail: async (message) => {
      payload.logger.info({ mail: { to: addressesOf(message.to), subject: message.subject }, msg: 'Mail not sent (no SMTP_HOST)' })
    },
  }
}

/** SMTP from the environment; without SMTP_HOST, mails go to the log instead. */
export function emailAdapter() {
  const smtp = smtpSettings()
  if (!smtp) return logOnlyAdapter
  return nodemailerAdapter({
    defaultFromAddress: mailFrom().address,
    defaultFromName: mailFrom().name,
    skipVerify: true,
    transportOptions: {
      ...smtp,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
  })
}
