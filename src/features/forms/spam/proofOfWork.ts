import crypto from 'node:crypto'

import { createChallenge, randomInt, verifySolution, type Challenge, type Payload as AltchaPayload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { Payload } from 'payload'
import { RateLimiterRes } from 'rate-limiter-flexible'

import { payloadSecret } from '@/cms/env'
import { rateLimiter } from '@/cms/rateLimiter'
import type { ProofOfWork } from './score'

/*
 * ALTCHA's proof of work (altcha-lib, self-hosted): the page's script fetches a challenge when the
 * visitor first touches a form and solves it while they type; the form carries the solution in its
 * `altcha` field. A challenge is signed with keys derived from the site secret (no state is kept
 * until it is used), lives 20 minutes, and is accepted once.
 */

/** How long a challenge may be solved and used. A visitor slower than this gets a new one as they send (client/proofOfWork.ts). */
export const challengeLifetimeSeconds = 20 * 60

/**
 * The work: SHA-256 over a counter the solver must find, between these bounds (deterministic
 * mode: the server derives the answer's key once, and checks a solution by its signature alone).
 * A fraction of a second in a phone's browser; a bot pays it for every post.
 */
const counterRange = [10_000, 30_000] as const
const algorithm = 'SHA-256'

const derivedSecret = (label: string) => crypto.createHmac('sha256', payloadSecret()).update(`form-challenge:${label}`).digest('hex')
const secrets = () => ({ hmacSignatureSecret: derivedSecret('signature'), hmacKeySignatureSecret: derivedSecret('key') })

/**
 * A new signed challenge, its issue time in its data (the form's first touch, for the spam score).
 * `counter` is for tests that send hundreds of leads: the server checks any solution alike.
 */
export function newChallenge(now = Date.now(), counter = randomInt(counterRange[1], counterRange[0])): Promise<Challenge> {
  return createChallenge({
    algorithm,
    cost: 1,
    counter,
    deriveKey,
    data: { issuedAt: now },
    expiresAt: Math.floor(now / 1000) + challengeLifetimeSeconds,
    ...secrets(),
  })
}

/** The `altcha` field as the widget and the solver send it: base64 of `{ challenge, solution }` JSON. */
function parse(field: unknown): AltchaPayload | undefined {
  if (typeof field !== 'string' || !field || field.length > 4000) return undefined
  try {
    const payload = JSON.parse(Buffer.from(field, 'base64').toString('utf8')) as AltchaPayload
    const ok = payload?.challenge?.parameters && typeof payload.challenge.parameters.nonce === 'string' && typeof payload.solution?.derivedKey === 'string'
    return ok ? payload : undefined
  } catch {
    return undefined
  }
}

/** Marks `key` taken, once for all instances (the rate limits' store: PostgreSQL's table, or memory on SQLite's single instance), for as long as a challenge lives. */
async function take(payload: Payload, key: string): Promise<boolean> {
  const limiter = await rateLimiter(payload, 'form-challenges', { points: 1, duration: challengeLifetimeSeconds })
  try {
    await limiter.consume(key)
    return true
  } catch (result) {
    if (result instanceof RateLimiterRes) return false
    throw result
  }
}

/**
 * A challenge is used once; the same submission sent again (by nginx after an instance died, by
 * the browser: the same Idempotency-Key, server/submissionKey.ts) is that one use, not a replay.
 */
async function firstUse(payload: Payload, nonce: string, submissionKey: string | undefined): Promise<boolean> {
  const sentAgain = submissionKey ? !(await take(payload, `${nonce}:${submissionKey}`)) : false
  return (await take(payload, nonce)) || sentAgain
}

export type CheckedProof = { proofOfWork: ProofOfWork; issuedAt?: number }

/** What the form's `altcha` field proves: solved (and when its challenge was issued), missing, failed or used before. */
export async function checkProofOfWork(payload: Payload, field: unknown, submissionKey?: string): Promise<CheckedProof> {
  const parsed = parse(field)
  if (!parsed) return { proofOfWork: field ? 'failed' : 'missing' }
  const result = await verifySolution({ challenge: parsed.challenge, solution: parsed.solution, deriveKey, ...secrets() }).catch(() => undefined)
  if (!result?.verified) return { proofOfWork: 'failed' }
  if (!(await firstUse(payload, parsed.challenge.parameters.nonce, submissionKey))) return { proofOfWork: 'reused' }
  const issuedAt = Number(parsed.challenge.parameters.data?.issuedAt)
  return { proofOfWork: 'solved', issuedAt: Number.isFinite(issuedAt) ? issuedAt : undefined }
}
