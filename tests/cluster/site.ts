import { inject } from 'vitest'

import { formHeaders } from '../../scripts/server-process.mjs'
import { forms } from '@/features/forms/definitions'
import { submissionKeyHeader } from '@/features/forms/protocol'
import { validQuote } from '../integration/requests'
import { solvedProof } from '../proofOfWork'

/** The cluster of scripts/test-cluster.sh: nginx's public origin, each instance's, the admin. */
export const cluster = inject('cluster')

/** The `Authorization` header of the admin, signed in through `origin`. */
export async function adminAuthorization(origin: string): Promise<string> {
  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(cluster.admin),
  })
  if (login.status !== 200) throw new Error(`The admin could not sign in through ${origin}: ${login.status}`)
  return `JWT ${((await login.json()) as { token: string }).token}`
}

/** A form token, asked of `origin`, and the headers a page served from `origin` sends with it. */
export async function formToken(origin: string) {
  const { token } = (await (await fetch(`${origin}/api/form-token`)).json()) as { token: string }
  return { token, headers: formHeaders(origin, token) as Record<string, string> }
}

/**
 * Sends a quote request from `email` through `origin`, with its own submission key and a solved
 * proof of work as the site's forms send them; the answer's status, or 0 when the connection failed.
 */
export async function sendQuote(origin: string, email: string, token: Awaited<ReturnType<typeof formToken>>): Promise<number> {
  try {
    const altcha = await solvedProof()
    const response = await fetch(`${origin}${forms.quote.endpoint}`, {
      method: 'POST',
      headers: { ...token.headers, [submissionKeyHeader]: crypto.randomUUID() },
      body: JSON.stringify({ ...validQuote, name: `Lead ${email.split('@')[0]}`, email, token: token.token, altcha }),
    })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

/** How many quote requests are stored with each of these addresses, read as the admin through `origin`. */
export async function storedQuoteCounts(origin: string, authorization: string, emails: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>()
  for (let start = 0; start < emails.length; start += 100) {
    const query = new URLSearchParams({ 'where[email][in]': emails.slice(start, start + 100).join(','), pagination: 'false', depth: '0' })
    const response = await fetch(`${origin}/api/quote-requests?${query}`, { headers: { authorization } })
    if (response.status !== 200) throw new Error(`Reading the quote requests answered ${response.status}`)
    for (const doc of ((await response.json()) as { docs: { email: string }[] }).docs) found.set(doc.email, (found.get(doc.email) ?? 0) + 1)
  }
  return found
}
