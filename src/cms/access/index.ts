import type { Access } from 'payload'

export const anyone: Access = () => true
export const signedIn: Access = ({ req }) => Boolean(req.user)

/** Visitors read published documents only; editors also read drafts. */
export const publishedOrSignedIn: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })
