import { commitTransaction, type Endpoint, initTransaction, killTransaction, type PayloadRequest, ValidationError } from 'payload'

import { allows } from '@/cms/access'
import { apiBodyMaxBytes } from '@/server/bodyLimits'
import { storedRedirects, type StoredRedirect, documentAddress } from '../servedRules'
import { checkRedirect, knownRedirects } from '../hooks/checkRedirect'
import { type ImportRow, readImportFile, typeOfRow, writeRulesFile } from './rows'

/** A row as the preview lists it: valid (with what will be saved) or refused with its reason. */
export type PreviewRow = { line: number; from: string; to: string; type: string } & ({ valid: true } | { valid: false; reason: string })

export type ImportAnswer = { rows: PreviewRow[]; valid: number; refused: number; saved: number; message?: string }

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** The reason Payload's validation gives, as one line. */
const reasonOf = (error: unknown) =>
  error instanceof ValidationError ? error.data.errors.map((entry) => entry.message).join(' ') : error instanceof Error ? error.message : String(error)

/**
 * Tries every row as a save would, in one transaction: each rule with the checks of the admin
 * (its addresses, duplicates, a published page at its `from`, loops and chains), against the
 * rules kept and the file's earlier rows. The transaction is committed only when `save` is asked
 * and every row is valid: otherwise nothing is saved.
 */
async function tryRows(req: PayloadRequest, rows: ImportRow[], save: boolean): Promise<ImportAnswer> {
  const preview: PreviewRow[] = []
  await initTransaction(req)
  let committed = false
  try {
    const known: StoredRedirect[] = await storedRedirects(req.payload, req)
    req.context[knownRedirects] = known
    for (const row of rows) {
      const type = typeOfRow(row.type)
      if (!type) {
        preview.push({ ...row, valid: false, reason: `The type must be one of 301, 302, 307, 308 or 410 (or empty for 301), not “${row.type}”.` })
        continue
      }
      const data = { from: row.from, to: row.to || null, type }
      // Checked first, outside Payload's operation: a refusal inside one would roll back the whole transaction and leave the next rows outside it.
      try {
        await checkRedirect({ data, req, operation: 'create', collection: req.payload.collections.redirects.config, context: req.context } as unknown as Parameters<typeof checkRedirect>[0])
      } catch (error) {
        preview.push({ ...row, valid: false, reason: reasonOf(error) })
        continue
      }
      const doc = (await req.payload.create({ collection: 'redirects', data, depth: 1, overrideAccess: true, req })) as unknown as StoredRedirect
      known.push(doc)
      preview.push({ line: row.line, from: doc.from, to: doc.to ?? documentAddress(doc.from, doc.toDocument) ?? '', type: doc.type, valid: true })
    }
    const refused = preview.filter((row) => !row.valid).length
    if (save && refused === 0) {
      await commitTransaction(req)
      committed = true
    }
    const valid = preview.length - refused
    return {
      rows: preview,
      valid,
      refused,
      saved: committed ? valid : 0,
      ...(save && !committed && { message: `${refused} of ${preview.length} rows are refused: nothing was saved. Correct them (or remove them from the file) and import it again.` }),
    }
  } finally {
    delete req.context[knownRedirects]
    if (!committed) await killTransaction(req)
  }
}

/** The file in the request's body, read as a CSV file, or the answer that refuses it. */
async function fileOf(req: PayloadRequest): Promise<{ rows: ImportRow[] } | { refusal: Response }> {
  if (!allows(req.user, 'redirects', 'manage')) return { refusal: json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, req.user ? 403 : 401) }
  const text = req.text ? await req.text() : ''
  if (text.length > apiBodyMaxBytes) return { refusal: json({ message: 'The file is larger than 1 MB: split it.', rows: [] }, 413) }
  const read = readImportFile(text)
  return read.ok ? { rows: read.rows } : { refusal: json({ message: read.message, rows: [], valid: 0, refused: 0, saved: 0 }, 400) }
}

/** POST /api/redirects/import-preview (the CSV file as the body): every row, valid or refused with its reason; nothing saved. */
const previewEndpoint: Endpoint = {
  path: '/import-preview',
  method: 'post',
  handler: async (req) => {
    const file = await fileOf(req)
    if ('refusal' in file) return file.refusal
    return json(await tryRows(req, file.rows, false))
  },
}

/** POST /api/redirects/import: the same, saved when every row is valid (all of them, in one transaction), else nothing (400). */
const importEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    const file = await fileOf(req)
    if ('refusal' in file) return file.refusal
    const answer = await tryRows(req, file.rows, true)
    return json(answer, answer.refused ? 400 : 200)
  },
}

/** GET /api/redirects/export: every rule as CSV (from, to, type), a rule to a document with the document's address now. */
const exportEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!allows(req.user, 'redirects', 'manage')) return json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, req.user ? 403 : 401)
    const rules = await storedRedirects(req.payload, req)
    const file = writeRulesFile(rules.map((rule) => ({ from: rule.from, to: rule.to ?? documentAddress(rule.from, rule.toDocument) ?? '', type: rule.type })))
    return new Response(file, {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="redirects.csv"', 'Cache-Control': 'no-store' },
    })
  },
}

export const redirectEndpoints: Endpoint[] = [previewEndpoint, importEndpoint, exportEndpoint]
