import type { AfterErrorHook } from 'payload'

const unknownError = 'An unknown error occurred.'

/** Payload's own rule (isErrorPublic): said so, or any status but 500. */
// internals: public-error-messages
const isPublic = (error: Error & { isPublic?: boolean; status?: number }) =>
  error.isPublic ?? (typeof error.status === 'number' && error.status !== 500)

/**
 * Payload's REST answers word an error by its class's name, which the production build leaves
 * empty: every refusal but a failed validation reached the editor as "An unknown error occurred."
 * ('This is the home page: …', 'The menus link to this page: …'). A public error's own message is
 * put back; any other stays hidden.
 */
export const keepPublicErrorMessages: AfterErrorHook = ({ error, result }) => {
  const [first, ...rest] = result?.errors ?? []
  if (rest.length > 0 || first?.message !== unknownError || !isPublic(error) || !error.message) return
  return { response: { ...result, errors: [{ message: error.message }] } }
}
