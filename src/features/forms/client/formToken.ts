import { formTokenEndpoint } from '../protocol'

let pending: Promise<string> | undefined

/** This browser's anti-forgery token (also set as a cookie), fetched once per page. */
export function formToken(): Promise<string> {
  pending ??= fetch(formTokenEndpoint, { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } })
    .then((response) => {
      if (!response.ok) throw new Error(`token: ${response.status}`)
      return response.json() as Promise<{ token: string }>
    })
    .then(({ token }) => token)
    .catch((error) => {
      pending = undefined
      throw error
    })
  return pending
}

/** Forget the token, after the server refused it. */
export const forgetFormToken = () => {
  pending = undefined
}
