import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

/*
 * The page's proof of work, done in Node as the page's script does it (client/proofOfWork.ts), for
 * the tests and scripts that post leads: a lead they send is a real lead, not spam.
 */

/** The `altcha` field for a solved challenge, as the page's script sends it. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('The proof-of-work challenge was not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** A challenge from a running site's GET /api/form-challenge, solved. */
export async function solveFrom(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/form-challenge`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
  if (!response.ok) throw new Error(`GET /api/form-challenge answered ${response.status}`)
  return solve((await response.json()) as Challenge)
}
