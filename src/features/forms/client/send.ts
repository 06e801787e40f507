import { keptVisit } from '@/features/attribution/client/visit'
import { visitField } from '@/features/attribution/params'
import type { FormDefinition } from '../definitions'
import { submissionKeyHeader, tokenCookie, tokenHeader } from '../protocol'
import { forgetFormToken, formToken } from './formToken'

export type SendResult =
  | { ok: true }
  | { ok: false; fieldErrors: Record<string, string> }
  /** Why it failed: the server's reason when it gave one (in the form's language), else what the browser saw. */
  | { ok: false; failure: 'unreachable' | 'tooSlow' | 'notSent'; reason?: string }

const timeouts = { json: 30_000, upload: 120_000 }

/** A new submission's key (server/submissionKey.ts): 128 random bits, in hex. */
const newSubmissionKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * Sends a form as SPEC §7 says (JSON, or multipart with the file), with the marker header and the
 * anti-forgery token and the visit the page remembered (where it came from), a timeout, and upload progress. A refused token is fetched anew once. The
 * submission's key makes a request sent again (by a proxy, or after a refused token) store one lead.
 */
export async function sendForm(
  form: FormDefinition,
  values: Record<string, string>,
  file: File | undefined,
  onProgress: (fraction: number) => void,
  retried = false,
  submissionKey = newSubmissionKey(),
): Promise<SendResult> {
  const { default: axios, isAxiosError } = await import('axios')
  let token: string
  try {
    token = await formToken()
  } catch {
    return { ok: false, failure: 'unreachable' }
  }
  const visit = keptVisit()
  const fields = visit ? { ...values, [visitField]: visit } : values
  const body = form.file ? new FormData() : { ...fields, [form.tokenField]: token }
  if (body instanceof FormData) {
    for (const [name, value] of Object.entries(fields)) body.append(name, value)
    body.append(form.tokenField, token)
    if (file) body.append(form.file!.field, file)
  }
  try {
    await axios.post(form.endpoint, body, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', [submissionKeyHeader]: submissionKey },
      xsrfCookieName: tokenCookie,
      xsrfHeaderName: tokenHeader,
      withXSRFToken: true,
      timeout: form.file ? timeouts.upload : timeouts.json,
      onUploadProgress: (event) => event.total && onProgress(event.loaded / event.total),
    })
    return { ok: true }
  } catch (error) {
    const status = isAxiosError(error) ? error.response?.status : undefined
    const data = isAxiosError(error) ? (error.response?.data as { errors?: Record<string, string>; error?: string }) : undefined
    if (status === 403 && !retried) {
      forgetFormToken()
      return sendForm(form, values, file, onProgress, true, submissionKey)
    }
    if (status === 422 && data?.errors) return { ok: false, fieldErrors: data.errors }
    if (isAxiosError(error) && error.code === 'ECONNABORTED') {
      return { ok: false, failure: 'tooSlow' }
    }
    return { ok: false, failure: 'notSent', reason: data?.error }
  }
}
