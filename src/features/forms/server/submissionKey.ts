import { ValidationError } from 'payload'

import { submissionKeyHeader } from '../protocol'

/** The lead field that keeps it. */
export const submissionKeyField = 'submissionKey'

const keyPattern = /^[A-Za-z0-9_-]{16,128}$/

/**
 * The key the enhanced form sends with one submission (its `Idempotency-Key` header), when it is
 * one: a request sent again with it (nginx, when an instance dies after storing the lead and before
 * answering; the visitor's browser) names a lead already stored. A plain post has none.
 */
export function submissionKeyOf(request: Request): string | undefined {
  const key = request.headers.get(submissionKeyHeader)
  return key && keyPattern.test(key) ? key : undefined
}

/** Whether storing failed because a lead with this submission's key is already stored. */
export const isRepeatedSubmission = (error: unknown) =>
  error instanceof ValidationError && error.data.errors.some((item) => item.path === submissionKeyField)
