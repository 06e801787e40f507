/**
 * JSON answers of the form endpoints. `no-transform` keeps Next from compressing their few bytes:
 * it streams an answer without its length, and so would gzip each one.
 */
export const json = (status: number, body: object, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store, no-transform', ...headers } })

/** Every refusal says why, in one `error` sentence. */
export const refuse = (status: number, error: string, headers: HeadersInit = {}) => json(status, { error }, headers)

/** Thrown anywhere in a submission to answer with a refusal instead of a 500. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: HeadersInit = {},
  ) {
    super(message)
  }
}
