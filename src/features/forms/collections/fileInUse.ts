import { APIError, type CollectionBeforeDeleteHook } from 'payload'

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
