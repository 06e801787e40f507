import type { CollectionSlug, PayloadRequest, TaskConfig } from 'payload'

import { visitLine } from '@/features/attribution/visitLine'
import { mailRetryDelayMs, mailTo, siteUrl } from '@/cms/env'
import { defaultLocale, isLocale, type Locale } from '@/lib/locales'
import { multiLine, singleLine } from '../cleanText'
import { leadLanguageKey, languageNames } from '../collections/leadLanguage'
import { leadFormOf } from '../collections/leads'
import type { FieldSpec, FormDefinition, FormName } from '../definitions'
import { hashValue } from '../server/client'
import { acknowledgements } from '../server/rateLimit'
import { formWordsIn } from '../words'
import { translated } from '../words/translated'
import { acknowledgementBody, acknowledgementIn } from './acknowledgement'
import { unsubscribeHeaders, unsubscribeUrl } from '@/features/privacy/unsubscribe/link'
import { unsubscribeWords } from '@/features/privacy/unsubscribe/words'

type Input = { collection: string; id: string }

/** Mail retries back off exponentially from MAIL_RETRY_DELAY_MS (15 s by default). */
const retries = {
  attempts: 10,
  backoff: { type: 'exponential' as const, delay: mailRetryDelayMs() },
}

const inputSchema: TaskConfig['inputSchema'] = [
  { name: 'collection', type: 'text', required: true },
  { name: 'id', type: 'text', required: true },
]

function formOf(req: PayloadRequest, collection: string): [FormName, FormDefinition] {
  const form = leadFormOf(req.payload.collections[collection as CollectionSlug]?.config ?? {})
  if (!form) throw new Error(`No form stores its leads in '${collection}'`)
  return [form.name, form.definition]
}

/** The lead, or null once it is gone (erased on the person's request, or past its retention). */
async function loadLead(req: PayloadRequest, form: FormDefinition, id: string): Promise<Record<string, unknown> | null> {
  const lead = await req.payload.findByID({ collection: form.collection, id, depth: 1, overrideAccess: true, req, disableErrors: true })
  return lead ? { ...lead } : null
}

const splitAddresses = (value: unknown) =>
  typeof value === 'string' ? value.split(',').map((address) => address.trim()).filter(Boolean) : []

async function recipients(req: PayloadRequest, name: FormName): Promise<string[]> {
  const settings = await req.payload.findGlobal({ slug: 'lead-notifications', overrideAccess: true, req })
  const company = await req.payload.findGlobal({ slug: 'company', req })
  for (const candidate of [settings[name], settings.defaultRecipients, mailTo(), company.email]) {
    const addresses = splitAddresses(candidate)
    if (addresses.length) return addresses
  }
  return []
}

/**
 * A stored value as a mail shows it. The forms store cleaned values; leads stored before they did
 * may still hold line breaks that would forge a line (or a header) of their own.
 */
const shown = (value: unknown, field?: FieldSpec) =>
  (field?.input === 'textarea' ? multiLine : singleLine)(String(value ?? ''))

/** The lead's fields as 'Label: value' lines, files as admin download links. */
function describe(form: FormDefinition, lead: Record<string, unknown>): string {
  const lines = form.fields.map((field) => `${field.label}: ${shown(lead[field.name], field)}`)
  if (form.file) {
    const file = lead[form.file.field] as { filename?: string; originalName?: string } | undefined
    if (file?.filename) {
      lines.push(`${form.file.label}: ${shown(file.originalName ?? file.filename)} (${siteUrl()}/api/lead-files/file/${file.filename}, sign in to download)`)
    }
  }
  lines.push(
    `Language: ${languageNames[languageOf(lead)]}`,
    `Sent from: ${String(lead.sourcePage ?? 'unknown page')}`,
    shown(visitLine(lead)),
    `Received: ${String(lead.createdAt)}`,
  )
  return lines.join('\n')
}

/** The language the lead was sent in (English for a lead kept before leads kept theirs). */
const languageOf = (lead: Record<string, unknown>): Locale => (isLocale(lead[leadLanguageKey]) ? lead[leadLanguageKey] : defaultLocale)

const emailOf = (form: FormDefinition, lead: Record<string, unknown>) =>
  String(lead[form.fields.find((field) => field.input === 'email')!.name])

const nameOf = (form: FormDefinition, lead: Record<string, unknown>) => shown(lead[form.fields[0]!.name]).trim()

type LeadMail = Parameters<PayloadRequest['payload']['sendEmail']>[0]
type LoadedLead = { name: FormName; form: FormDefinition; lead: Record<string, unknown>; collection: string; id: string }

/**
 * A mail task about one lead: it loads the lead and its form, then sends what `compose` writes
 * (nothing when it writes null); `onFailure` hears of a mail that could not be sent.
 */
const leadMailTask = (
  slug: TaskConfig['slug'],
  label: string,
  compose: (req: PayloadRequest, loaded: LoadedLead) => Promise<LeadMail | null>,
  onFailure: (req: PayloadRequest, loaded: LoadedLead) => Promise<void> = async () => {},
): TaskConfig => ({
  slug,
  label,
  inputSchema,
  retries,
  handler: async ({ input, req }) => {
    const { collection, id } = input as Input
    const [name, form] = formOf(req, collection)
    const lead = await loadLead(req, form, id)
    if (!lead) {
      req.payload.logger.info({ msg: 'Mail not sent: the lead was deleted before it went', task: slug, collection, id })
      return { output: {} }
    }
    const loaded = { name, form, lead, collection, id }
    const mail = await compose(req, loaded)
    if (mail) {
      await req.payload.sendEmail(mail).catch(async (error: unknown) => {
        await onFailure(req, loaded)
        throw error
      })
    }
    return { output: {} }
  },
})

/** Mails the company every field of a new lead, with a link to it in the admin. */
export const notifyCompany = leadMailTask(
  'notifyCompany',
  'Mail a new lead to the company',
  async (req, { name, form, lead, collection, id }) => {
    const to = await recipients(req, name)
    if (!to.length) throw new Error('No recipient: set MAIL_TO or the company email')
    return {
      to,
      replyTo: emailOf(form, lead),
      subject: `New ${form.label.toLowerCase()} from ${nameOf(form, lead)}`,
      text: `${describe(form, lead)}\n\nOpen it in the admin: ${siteUrl()}/admin/collections/${collection}/${id}\n`,
    }
  },
)

const recipientKey = (form: FormDefinition, lead: Record<string, unknown>) => hashValue('email', emailOf(form, lead).toLowerCase())

/**
 * Thanks the visitor and tells them what happens next, unless this address has had its day's
 * acknowledgements already (the lead is stored and the company told all the same).
 */
export const acknowledgeVisitor = leadMailTask(
  'acknowledgeVisitor',
  'Acknowledge a lead to its sender',
  async (req, { name, form, lead, collection, id }) => {
    if (!(await acknowledgements(req.payload).take(recipientKey(form, lead)))) {
      req.payload.logger.info({ msg: 'Acknowledgement not sent: daily limit of this address reached', collection, id })
      return null
    }
    const company = await req.payload.findGlobal({ slug: 'company', req })
    const locale = languageOf(lead)
    const mail = acknowledgementIn[locale]({
      name: nameOf(form, lead),
      lead: translated(name, form, formWordsIn(locale)).label,
      // A site whose company details are not written yet has neither.
      company: company.name ?? '',
      phone: company.phone ?? '',
    })
    if (name !== 'newsletter') return { to: emailOf(form, lead), replyTo: company.email, subject: mail.subject, ...acknowledgementBody(mail, locale) }
    // A subscriber's mail carries their one-click unsubscribe link, in its text and in its headers.
    const url = unsubscribeUrl(id, emailOf(form, lead))
    const withLink = { ...mail, paragraphs: [...mail.paragraphs, unsubscribeWords[locale].mailLine(url)] }
    return { to: emailOf(form, lead), replyTo: company.email, subject: mail.subject, headers: unsubscribeHeaders(url), ...acknowledgementBody(withLink, locale) }
  },
  (req, { form, lead }) => acknowledgements(req.payload).giveBack(recipientKey(form, lead)),
)
