import type { LeadEventBody } from './body'

/** Slack's mrkdwn: its three control characters escaped, one line. */
const escaped = (value: unknown) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')

const oneLine = (value: unknown) => escaped(value).replace(/\s+/g, ' ').trim()

/** Values of the form's fields by what they are: the first field is the name (as the mails have it). */
function contactOf(body: LeadEventBody, inputs: { email?: string; phone?: string; message?: string }) {
  const value = (name?: string) => (name ? body.data.fields[name] : undefined)
  return { name: Object.values(body.data.fields)[0], email: value(inputs.email), phone: value(inputs.phone), message: value(inputs.message) }
}

/** The campaign as the sales team reads it: 'q4 (google / cpc)', or the referring site, or nothing. */
function campaignOf(body: LeadEventBody): string | undefined {
  const { utmCampaign, utmSource, utmMedium, referrer } = body.data.attribution as Record<string, string | null>
  const source = [utmSource ?? referrer, utmMedium].filter(Boolean).join(' / ')
  if (utmCampaign) return source ? `${utmCampaign} (${source})` : utmCampaign
  return source || undefined
}

/**
 * A Slack incoming-webhook message (also read by Mattermost, Rocket.Chat and Teams' Slack-compatible
 * hooks): who wrote, how to reach them, what they said, the campaign and a link to the lead.
 */
export function slackMessage(body: LeadEventBody, inputs: { email?: string; phone?: string; message?: string }) {
  const { name, email, phone, message } = contactOf(body, inputs)
  const heading =
    body.type === 'lead.created'
      ? `*New ${oneLine(body.data.formLabel).toLowerCase()}* from ${oneLine(name)}`
      : `*${oneLine(body.data.formLabel)} from ${oneLine(name)} updated*: ${oneLine(body.data.status)}${body.data.assignedTo?.email ? `, assigned to ${oneLine(body.data.assignedTo.email)}` : ''}`
  const campaign = campaignOf(body)
  const lines = [
    heading,
    `Form: ${oneLine(body.data.formLabel)}`,
    `Name: ${oneLine(name)}`,
    phone ? `Phone: ${oneLine(phone)}` : undefined,
    email ? `Email: ${oneLine(email)}` : undefined,
    message ? `Message: ${escaped(message).trim()}` : undefined,
    `Campaign: ${campaign ? oneLine(campaign) : 'none (direct)'}`,
    `<${body.data.adminUrl}|Open it in the admin>`,
  ]
  return { text: lines.filter(Boolean).join('\n'), unfurl_links: false }
}

/** Which of a form's fields hold the email, the phone and the message. */
export const contactInputs = (definition: { fields: readonly { name: string; input: string }[] }) => ({
  email: definition.fields.find((field) => field.input === 'email')?.name,
  phone: definition.fields.find((field) => field.input === 'tel')?.name,
  message: definition.fields.find((field) => field.input === 'textarea')?.name,
})
