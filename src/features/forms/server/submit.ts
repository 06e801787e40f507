import crypto from 'node:crypto'
import {
  createLocalReq,
  type Payload,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { allOrNothing } from '@/cms/allOrNothing'
import { attributionOf } from '@/features/attribution/server/attributionOf'
import { getCompany } from '@/features/site/queries'
import { payloadClient } from '@/features/site/payload'
import { cleanFileName } from '../cleanText'
import { removeLeadFile } from '../collections/LeadFiles'
import { newLeadStatus, queueNotifications } from '../collections/leads'
import { definitionOf, type FormDefinition, type FormName } from '../definitions'
import { leadLanguageKey } from '../collections/leadLanguage'
import { formWordsIn } from '../words'
import { translated } from '../words/translated'
import { fileKinds, kindNames } from '../fileKinds'
import { checkValues } from '../schemas'
import { type Answers, pageAnswers, scriptAnswers } from './answers'
import { type Fields, readSubmission, type UploadedFile } from './body'
import { clientAddress, hashAddress, sourcePage, userAgent } from './client'
import { companySiteOf } from '../placements'
import { fileKind } from './fileKind'
import { checkSameSite, checkToken, isPlainPost } from './guard'
import { uploadMaxBytes } from '@/cms/env'
import { submissionLanguage } from './language'
import { consumeRateLimit } from './rateLimit'
import { logRefusal } from './logRefusal'
import { Refusal } from './respond'
import { isRepeatedSubmission, submissionKeyField, submissionKeyOf } from './submissionKey'
import { consentOf } from '@/features/privacy/consent'
import { spamScore } from '../spam/score'
import { spamSigns } from '../spam/signs'


/** Keeps an accepted file privately under a generated name, in the lead's transaction. */
async function storeFile(req: PayloadRequest, form: FormDefinition, file: UploadedFile, name: string) {
  const kinds = form.file!.kinds
  const kind = await fileKind(file.data)
  if (!kind || !kinds.includes(kind)) throw new Refusal(415, `The file must be ${kindNames(kinds)}.`)
  try {
    const stored = await req.payload.create({
      collection: 'lead-files',
      overrideAccess: true,
      req,
      data: { originalName: cleanFileName(file.filename), workedBy: form.workedBy },
      file: { data: file.data, mimetype: fileKinds[kind].mime, name: `${name}.${kind}`, size: file.data.length },
    })
    return stored.id
  } catch (error) {
    // Payload's own checks of the bytes (a PDF without its cross-reference table, say).
    if (error instanceof ValidationError) throw new Refusal(415, `The ${fileKinds[kind].name} file is damaged or incomplete.`)
    throw error
  }
}

/**
 * A visitor's lead is written through the database adapter, as Payload's job queue writes its jobs,
 * not with `payload.create`: that operation reads the whole lead back (its notes' subquery
 * included) and walks its fields for hooks no lead field has on creation, a sixth of the time a lead
 * takes. The form's own checks (checkValues, made from the same definitions as the collection's
 * fields) are its validation, and its status is set here, as the field's default would be. A repeated
 * unique value still fails as Payload's ValidationError (the adapter's).
 */
const writeLead = (req: PayloadRequest, form: FormDefinition, data: Record<string, unknown>) =>
  req.payload.db.create({ collection: form.collection, data: { ...data, status: newLeadStatus }, req, select: { id: true } }) as Promise<{ id: number | string }>

/**
 * Stores the lead, its file and its two notification jobs in one transaction: all of them, or
 * (when anything fails) none, and no file left on disk. A lead stored as spam queues nothing: *Not
 * spam* queues what it held (spam/notSpam.ts).
 */
// internals: lead-read-back
async function storeLead(payload: Payload, form: FormDefinition, data: Record<string, unknown>, file?: UploadedFile) {
  const req = await createLocalReq({}, payload)
  const fileName = crypto.randomUUID()
  let id: number | string
  try {
    id = await allOrNothing(req, async () => {
      if (form.file && file) data[form.file.field] = await storeFile(req, form, file, fileName)
      const { id } = await writeLead(req, form, data)
      if (!data.spam) await queueNotifications(req, form.collection, id)
      return id
    })
  } catch (error) {
    if (file) await removeLeadFile(fileName)
    throw error
  }
  // Payload's database adapters ignore an error from COMMIT itself (a dropped connection, a full
  // disk): the lead is read back before the visitor is told it is stored (its id is enough).
  if (!(await payload.db.findOne({ collection: form.collection, where: { id: { equals: id } }, select: { id: true } }))) {
    if (file) await removeLeadFile(fileName)
    throw new Error(`The ${form.label.toLowerCase()} was not stored: its transaction did not commit`)
  }
}

/** Values compared in lower case are kept so, and a repeated one is not an error (already there). */
const uniqueFields = (form: FormDefinition) => form.fields.filter((spec) => spec.unique).map((spec) => spec.name)

/** Where an application lands: the company's site, or home when it cannot be read, for the lead is already stored. */
const companySiteOrHome = () => getCompany().then(companySiteOf, () => '/')

/** SPEC §7's call of the form `name`: POST /api/get-quote, say. */
export async function handleSubmission(name: FormName, request: Request): Promise<Response> {
  return receiveSubmission({ name, form: definitionOf(name), payload: await payloadClient(), request })
}

/**
 * One submission of a form, from the enhanced form (JSON answers) or a browser's plain post (page
 * answers): refused with the reason (403, 413, 415, 422, 429) or stored as a lead, whose
 * notification mails are queued in the same transaction. It is answered and kept in the language
 * of the page it was sent from (server/language.ts). A submission that scores as spam (a filled
 * honeypot, no proof of work…: spam/score.ts) is stored apart with its reasons and answered as any
 * lead is, so bots learn nothing; it sends no mail and no webhook.
 */
export async function receiveSubmission({ name, form, payload, request }: { name: FormName; form: FormDefinition; payload: Payload; request: Request }) {
  let fields: Fields = {}
  const plain = isPlainPost(request)
  const language = () => submissionLanguage(request, fields)
  const answers: Answers = plain
    ? pageAnswers(name, form, request, { companySite: companySiteOrHome, values: () => fields, language })
    : scriptAnswers(language)
  try {
    checkSameSite(request)
    const ipHash = hashAddress(clientAddress(request))
    await consumeRateLimit(payload, `${name}:${ipHash}`)

    const submission = await readSubmission(request, form.file?.field, uploadMaxBytes())
    fields = submission.fields
    if (!plain) checkToken(request, fields[form.tokenField])

    const locale = language()
    const words = formWordsIn(locale)
    const shown = translated(name, form, words)
    const checked = checkValues(shown, fields, words)
    const errors = checked.ok ? {} : checked.errors
    if (shown.file && !submission.file) errors[shown.file.field] = shown.file.requiredMessage
    if (!checked.ok || Object.keys(errors).length) {
      logRefusal(payload, name, { status: 422, fields: Object.keys(errors) })
      return await answers.invalid(errors)
    }

    const verdict = spamScore(await spamSigns(payload, form, fields, { plain, ipHash, submissionKey: submissionKeyOf(request) }))
    const page = sourcePage(request, fields)
    const data: Record<string, unknown> = {
      ...checked.data,
      [leadLanguageKey]: locale,
      sourcePage: page,
      ...attributionOf(fields, page),
      userAgent: userAgent(request),
      ipHash,
      ...consentOf(name, { locale, page, submitLabel: shown.submitLabel }),
      spam: verdict.spam,
      ...(verdict.spam ? { spamReasons: verdict.reasons } : {}),
    }
    data[submissionKeyField] = submissionKeyOf(request)
    const unique = uniqueFields(form)
    for (const field of unique) data[field] = String(data[field]).toLowerCase()
    try {
      await storeLead(payload, form, data, submission.file)
    } catch (error) {
      // This very submission again (sent on by nginx, or by the browser): it is stored, once.
      if (isRepeatedSubmission(error)) {
        payload.logger.info({ msg: `A ${form.label.toLowerCase()} arrived again and was already stored: answered, not stored twice` })
        return await answers.stored(201)
      }
      // The same unique value again (a second subscription): the lead is already there.
      if (unique.length && error instanceof ValidationError) return await answers.stored(200)
      throw error
    }
    return await answers.stored(201)
  } catch (error) {
    if (error instanceof Refusal) {
      logRefusal(payload, name, error)
      return answers.refused(error.status, error.message, error.headers)
    }
    payload.logger.error({ err: error, msg: `Could not store a ${form.label.toLowerCase()}` })
    return answers.refused(503, 'We could not save your message just now. Please try again, or call or message us.')
  }
}
