import type { PayloadRequest, Where } from 'payload'

import { definitionOf, type FormDefinition, formNames } from '@/features/forms/definitions'
import { type Person, phoneKey } from './person'

export type HeldFile = { id: number | string; filename: string; originalName: string | null; mimeType: string | null; filesize: number | null }

/** One record held about the person: a lead or subscription, as stored, and the files it came with. */
export type HeldRecord = {
  collection: FormDefinition['collection']
  kind: string
  id: number | string
  createdAt: string
  record: Record<string, unknown>
  files: HeldFile[]
}

const fieldOf = (form: FormDefinition, input: 'email' | 'tel') => form.fields.find((spec) => spec.input === input)?.name

/**
 * The candidates of one form, then the exact ones: the same address in any case (the candidates, a
 * case-insensitive match the database does alike on SQLite and PostgreSQL), or the same number
 * however it was written (every number is a candidate: spaces and dashes may fall anywhere in it).
 */
function matcher(form: FormDefinition, person: Person): { field: string; where: Where; matches: (value: unknown) => boolean } | undefined {
  if ('email' in person) {
    const field = fieldOf(form, 'email')
    return field ? { field, where: { [field]: { like: person.email } }, matches: (value) => String(value ?? '').toLowerCase() === person.email } : undefined
  }
  const field = fieldOf(form, 'tel')
  const key = phoneKey(person.phone)
  return field ? { field, where: { [field]: { exists: true } }, matches: (value) => phoneKey(String(value ?? '')) === key } : undefined
}

async function filesOf(req: PayloadRequest, form: FormDefinition, record: Record<string, unknown>): Promise<HeldFile[]> {
  const id = form.file ? record[form.file.field] : undefined
  if (typeof id !== 'number' && typeof id !== 'string') return []
  const file = await req.payload.findByID({ collection: 'lead-files', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!file) return []
  return [{ id: file.id, filename: file.filename ?? '', originalName: file.originalName ?? null, mimeType: file.mimeType ?? null, filesize: file.filesize ?? null }]
}

/** Everything the site holds about the person: their leads of every form and their newsletter subscription, newest first. */
export async function findHeld(req: PayloadRequest, person: Person): Promise<HeldRecord[]> {
  const held: HeldRecord[] = []
  for (const form of formNames.map(definitionOf)) {
    const match = matcher(form, person)
    if (!match) continue
    // The candidates' one field first; then the whole of those that match.
    const candidates = await req.payload.find({ collection: form.collection, where: match.where, select: { [match.field]: true }, depth: 0, pagination: false, overrideAccess: true, req })
    const ids = (candidates.docs as unknown as Record<string, unknown>[]).filter((doc) => match.matches(doc[match.field])).map((doc) => doc.id as number | string)
    if (ids.length === 0) continue
    const { docs } = await req.payload.find({ collection: form.collection, where: { id: { in: ids } }, depth: 0, pagination: false, overrideAccess: true, req })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      held.push({ collection: form.collection, kind: form.label, id: doc.id as number, createdAt: String(doc.createdAt), record: doc, files: await filesOf(req, form, doc) })
    }
  }
  return held.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}
