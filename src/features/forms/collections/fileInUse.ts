import { APIError, type CollectionAfterDeleteHook, type CollectionBeforeDeleteHook } from 'payload'

import { definitionOf, formNames } from '../definitions'

/** The forms whose leads carry a file, with the field that holds it. */
const formsWithFiles = formNames.map(definitionOf).flatMap((form) => (form.file ? [{ form, field: form.file.field }] : []))

/**
 * An application file stays as long as the lead it came with: deleting it alone would leave a lead
 * without its résumé (and, on SQLite, fail on the lead's reference). The admin says which lead holds it.
 */
export const refuseDeletingFileInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const { form, field } of formsWithFiles) {
    const { docs } = await req.payload.find({
      collection: form.collection,
      where: { [field]: { equals: id } },
      limit: 1,
      depth: 0,
      pagination: false,
      req,
    })
    const lead = docs[0] as Record<string, unknown> | undefined
    if (!lead) continue
    const sender = String(lead[form.fields[0]!.name] ?? '').trim() || `#${lead.id}`
    throw new APIError(`This file came with the ${form.label.toLowerCase()} of ${sender}: delete that lead to delete its file.`, 409, null, true)
  }
}

/** Deleting a lead deletes the file it came with: a résumé is kept for its application, never alone. */
export const deleteFileWithLead =
  (field: string): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    const file = (doc as Record<string, unknown>)[field]
    const id = typeof file === 'object' && file !== null ? (file as { id: number | string }).id : file
    if (typeof id === 'number' || typeof id === 'string') await req.payload.delete({ collection: 'lead-files', id, req })
  }
