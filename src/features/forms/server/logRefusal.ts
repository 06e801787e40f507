import type { Payload } from 'payload'

import type { FormName } from '../definitions'

/** Why a submission was refused: its status and our sentence (`Refusal` is one), or the invalid fields of a 422. */
export type RefusedSubmission = { status: number; message?: string; fields?: string[] }

/**
 * A refused submission (403, 413, 415, 422, 429) is the client's doing, not a fault of ours: one
 * info record, no stack, and none of the visitor's text (for a 422, the names of the fields only).
 */
export function logRefusal(payload: Pick<Payload, 'logger'>, form: FormName, refusal: RefusedSubmission) {
  payload.logger.info({
    form,
    status: refusal.status,
    ...(refusal.message ? { reason: refusal.message } : {}),
    ...(refusal.fields ? { fields: refusal.fields } : {}),
    msg: 'Form submission refused',
  })
}
