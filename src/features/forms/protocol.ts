/* The names by which a form's page, its post and the server agree (hidden fields, token, notice ids). */

/** The hidden field that tells the server which form of its page a plain post came from. */
export const instanceField = '_form'

/** The hidden field by which a page answering a plain post says which page the form belongs to. */
export const pageField = '_page'

/** The hidden field that tells the server the language of the form's page, to answer and keep the lead in. */
export const pageLanguageField = '_language'

/** The id of the notice that thanks the visitor for a form (shown, without JavaScript, as the target). */
export const sentNoticeId = (name: string) => `sent-${name}`

/** A field no person fills in (it is hidden); bots that fill every field reveal themselves. */
export const honeypotField = 'nickname'

/** Where the browser gets its anti-forgery token, and the cookie and header that carry it. */
export const formTokenEndpoint = '/api/form-token'
export const tokenCookie = 'XSRF-TOKEN'
export const tokenHeader = 'X-XSRF-TOKEN'

/** The header by which the browser names one submission, so that a repeated request is stored once. */
export const submissionKeyHeader = 'Idempotency-Key'

/** Where the page's script gets a proof-of-work challenge (ALTCHA), and the field that carries the solved one. */
export const formChallengeEndpoint = '/api/form-challenge'
export const proofOfWorkField = 'altcha'
