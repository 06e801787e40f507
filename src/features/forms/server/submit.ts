import crypto from 'node:crypto'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { payloadClient } from '@/features/site/payload'
import { cleanFileName } from '../cleanText'
import { removeLeadFile } from '../collections/LeadFiles'
import { definitionOf, type FormDefinition, type FormName, honeypotField } from '../definitions'
import { fieldErrors } from '../schemas'
import { readJson, readMultipart, type UploadedFile } from './body'
import { clientAddress, hashAddress, sourcePage, userAgent } from './client'
import { fileKind, mimeOfKind } from './fileKind'
import { checkSameSite, checkToken } from './guard'
import { uploadMaxBytes } from './limits'
import { consumeRateLimit } from './rateLimit'
import { logRefusal } from './logRefusal'
import { json, Refusal, refuse } from './respond'

type Payload = Awaited<ReturnType<typeof payloadClient>>

const kindNames = { pdf: 'PDF', doc: 'Word (.doc)', docx: 'Word (.docx)', png: 'PNG', jpg: 'JPEG' } as const

/** Keeps an accepted file privately under a generated name, in the lead's transaction. */
async function storeFile(req: PayloadRequest, form: FormDefinition, file: UploadedFile, name: string) {
  const kind = await fileKind(file.data)
  if (!kind || !form.file!.kinds.includes(kind)) {
    throw new Refusal(415, `The file must be ${form.file!.kinds.map((each) => kindNames[each]).join(', ')}.`)
  }
  try {
    const stored = await req.payload.create({
      collection: 'lead-files',
      overrideAccess: true,
      req,
      data: { originalName: cleanFileName(file.filename) },
      file: { data: file.data, mimetype: mimeOfKind[kind], name: `${name}.${kind}`, size: file.data.length },
    })
    return stored.id
  } catch (error) {
    // Payload's own checks of the bytes (a PDF without its cross-reference table, say).
    if (error instanceof ValidationError) throw new Refusal(415, `The ${kindNames[kind]} file is damaged or incomplete.`)
    throw error
  }
}

/**
 * Stores the lead, its file and its two notification jobs in one transaction: all of them, or
 * (when anything fails) none, and no file left on disk.
 */
async function storeLead(payload: Payload, form: FormDefinition, data: Record<string, unknown>, file?: UploadedFile) {
  const req = await createLocalReq({}, payload)
  const fileName = crypto.randomUUID()
  await initTransaction(req)
  try {
    if (form.file && file) data[form.file.field] = await storeFile(req, form, file, fileName)
    await payload.create({ collection: form.collection as 'quote-requests', data: data as never, overrideAccess: true, req })
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    if (file) await removeLeadFile(fileName)
    throw error
  }
}

/**
 * One submission of a form of SPEC §7: refused with a JSON reason (403, 413, 415, 422, 429) or
 * stored as a lead, whose notification mails are queued in the same transaction (201).
 * A filled honeypot answers 200 and stores nothing, so bots learn nothing.
 */
export async function handleSubmission(name: FormName, request: Request): Promise<Response> {
  const form = definitionOf(name)
  const payload = await payloadClient()
  try {
    checkSameSite(request)
    const ipHash = hashAddress(clientAddress(request))
    await consumeRateLimit(payload, `${name}:${ipHash}`)

    const { fields, file } = form.file
      ? await readMultipart(request, form.file.field, uploadMaxBytes())
      : { fields: await readJson(request), file: undefined }
    checkToken(request, fields[form.tokenField])
    if (fields[honeypotField]) return json(200, { ok: true })

    const parsed = form.schema.safeParse(Object.fromEntries(form.fields.map((spec) => [spec.name, fields[spec.name]])))
    const errors = parsed.success ? {} : fieldErrors(parsed.error)
    if (form.file && !file) errors[form.file.field] = form.file.requiredMessage
    if (!parsed.success || Object.keys(errors).length) {
      logRefusal(payload, name, { status: 422, fields: Object.keys(errors) })
      return json(422, { errors })
    }

    const data: Record<string, unknown> = {
      ...parsed.data,
      sourcePage: sourcePage(request),
      userAgent: userAgent(request),
      ipHash,
    }
    if (name === 'newsletter') data.s_email = String(data.s_email).toLowerCase()
    try {
      await storeLead(payload, form, data, file)
    } catch (error) {
      // A second subscription with the same email: the subscriber is already there.
      if (name === 'newsletter' && error instanceof ValidationError) return json(200, { ok: true })
      throw error
    }
    return json(201, { ok: true })
  } catch (error) {
    if (error instanceof Refusal) {
      logRefusal(payload, name, error)
      return refuse(error.status, error.message, error.headers)
    }
    payload.logger.error({ err: error, msg: `Could not store a ${form.label.toLowerCase()}` })
    return refuse(503, 'We could not save your message just now. Please try again, or call or message us.')
  }
}
