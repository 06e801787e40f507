import type { Payload } from 'payload'

import { formProofOfWork } from '@/cms/env'
import { rateLimiter } from '@/cms/rateLimiter'
import type { FormDefinition } from '../definitions'
import type { Fields } from '../server/body'
import { honeypotField, proofOfWorkField } from '../protocol'
import { checkProofOfWork } from './proofOfWork'
import type { SpamSigns } from './score'

/** The fields that hold a person's name (a company's name may well be a domain). */
const nameAutoCompletes = new Set(['name', 'given-name', 'family-name'])

/** How many leads one address sent within the last minute, this one included (shared by instances on PostgreSQL). */
async function recentFromAddress(payload: Payload, ipHash: string): Promise<number> {
  const limiter = await rateLimiter(payload, 'lead-bursts', { points: 1_000_000, duration: 60 })
  return (await limiter.consume(ipHash)).consumedPoints
}

/**
 * The signs of spam in a submission whose values passed the form's checks. A plain post (no
 * JavaScript) cannot carry a proof of work, nor say when its form was first touched.
 */
export async function spamSigns(payload: Payload, form: FormDefinition, fields: Fields, { plain, ipHash, submissionKey }: { plain: boolean; ipHash: string; submissionKey?: string }): Promise<SpamSigns> {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '')
  const proof = plain || !formProofOfWork() ? { proofOfWork: 'notExpected' as const } : await checkProofOfWork(payload, fields[proofOfWorkField], submissionKey)
  return {
    honeypotFilled: Boolean(fields[honeypotField]),
    proofOfWork: proof.proofOfWork,
    names: form.fields.filter((spec) => nameAutoCompletes.has(spec.autoComplete ?? '')).map((spec) => text(spec.name)),
    message: form.fields.filter((spec) => spec.input === 'textarea').map((spec) => text(spec.name)).join('\n') || undefined,
    millisecondsToSend: 'issuedAt' in proof && proof.issuedAt !== undefined ? Date.now() - proof.issuedAt : undefined,
    recentFromAddress: await recentFromAddress(payload, ipHash),
  }
}
