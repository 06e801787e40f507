import { s3Settings } from './env'

const answerWithinMs = 3000

/**
 * For /readyz: the upload bucket answers and these keys may use it. Resolves at once when uploads
 * stay on local disk (no S3_BUCKET); otherwise throws an Error whose message is the short reason.
 */
export async function checkStorage(): Promise<void> {
  const settings = s3Settings()
  if (!settings) return
  const [{ HeadBucketCommand }, { s3Client }] = await Promise.all([import('@aws-sdk/client-s3'), import('./s3Client')])
  try {
    await s3Client(settings).send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: AbortSignal.timeout(answerWithinMs) })
  } catch (error) {
    throw new Error(`S3: ${failureOf(error, settings.bucket)}`)
  }
}

function failureOf(error: unknown, bucket: string): string {
  const { name, code, $metadata } = (error ?? {}) as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } }
  const status = $metadata?.httpStatusCode
  if (status === 404) return `bucket ${bucket} not found`
  if (status === 401 || status === 403) return `access to bucket ${bucket} denied`
  if (status) return `bucket ${bucket} answered ${status}`
  if (name === 'AbortError' || name === 'TimeoutError') return `no answer within ${answerWithinMs / 1000} s`
  return `unreachable (${code ?? name ?? 'unknown error'})`
}
