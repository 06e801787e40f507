import { Forbidden, type PayloadHandler, type PayloadRequest, UnauthorizedError } from 'payload'

/** An endpoint handler that answers 401 unless the caller is signed in, and 403 to those `allowed` refuses. */
export const signedInOnly =
  (handler: PayloadHandler, allowed: (req: PayloadRequest) => boolean = () => true): PayloadHandler =>
  (req) => {
    if (!req.user) throw new UnauthorizedError(req.t)
    if (!allowed(req)) throw new Forbidden(req.t)
    return handler(req)
  }
