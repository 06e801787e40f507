import { formChallengeEndpoint } from '../protocol'

/*
 * The form's proof of work (ALTCHA, spam/proofOfWork.ts on the server): a challenge fetched on the
 * visitor's first touch of a form and solved in the page with altcha-lib while they type, without
 * a worker or anything on screen. Each solution is good for one submission.
 */

type Solved = { field: string; expiresAtMs: number }

let pending: Promise<Solved> | undefined

/** A challenge about to expire is solved again rather than sent (the server would count it as failed). */
const marginMs = 30_000

async function solveNew(): Promise<Solved> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')])
  const response = await fetch(formChallengeEndpoint, { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } })
  if (!response.ok) throw new Error(`challenge: ${response.status}`)
  const challenge = await response.json()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('challenge: not solved')
  const expiresAt = challenge.parameters?.expiresAt
  return { field: btoa(JSON.stringify({ challenge, solution })), expiresAtMs: typeof expiresAt === 'number' ? expiresAt * 1000 : Infinity }
}

/** Starts solving a challenge, unless one is solved or being solved. */
export function startProofOfWork(): Promise<Solved> {
  if (!pending) {
    pending = solveNew()
    pending.catch(() => (pending = undefined))
  }
  return pending
}

/**
 * The proof for one submission (the one being solved, waited for, or a new one), or nothing when
 * none could be had: the form is sent all the same, and the company finds it under *Spam*.
 */
export async function takeProofOfWork(): Promise<string | undefined> {
  try {
    let solved = await startProofOfWork()
    pending = undefined
    if (solved.expiresAtMs - marginMs < Date.now()) {
      solved = await startProofOfWork()
      pending = undefined
    }
    return solved.field
  } catch {
    return undefined
  }
}
