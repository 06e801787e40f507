import { type PayloadHandler, UnauthorizedError } from 'payload'

/** An endpoint handler that answers 401 unless the caller is signed in. */
export const signedInOnly =
  (handler: PayloadHandler): PayloadHandler =>
  (req) => {
    if (!req.user) throw new UnauthorizedError(req.t)
    return handler(req)
  }
