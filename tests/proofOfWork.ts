import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import { newChallenge } from '@/features/forms/spam/proofOfWork'

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

/**
 * A challenge made with this site's secret (PAYLOAD_SECRET, as the tests share it with the server),
 * issued `ageMs` ago (a person takes longer than the spam score's 3 s), solved. An easy one (a few
 * hundred hashes, not tens of thousands), which the server checks as any: tests send hundreds of leads.
 */
export const solvedProof = async (ageMs = 60_000) => solve(await newChallenge(Date.now() - ageMs, 100 + Math.floor(Math.random() * 400)))
