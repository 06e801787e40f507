/*
 * The spam score of a submission: each sign a bot leaves adds its points and its reason; at or over
 * the threshold the lead is stored as spam (kept apart, sending nothing), never refused, so that a
 * bot learns nothing from the answer. Pure: what the signs are is decided here, how they are read
 * from a request in server/submit.ts.
 */

/** Why a lead was scored as spam, as stored in its `spamReasons` and shown in the admin. */
export const spamReasons = {
  honeypot: 'Hidden field filled',
  noProofOfWork: 'No proof of work',
  failedProofOfWork: 'Failed proof of work',
  reusedProofOfWork: 'Proof of work used before',
  linkInName: 'Link in the name',
  foreignScript: 'Message in neither Latin nor Arabic script',
  tooFast: 'Sent faster than a person types',
  burst: 'Many leads from one address within a minute',
} as const

export type SpamReason = keyof typeof spamReasons

export const spamPoints: Record<SpamReason, number> = {
  honeypot: 5,
  noProofOfWork: 5,
  failedProofOfWork: 5,
  reusedProofOfWork: 5,
  linkInName: 3,
  foreignScript: 3,
  tooFast: 2,
  burst: 2,
}

/** At or over this score a lead is spam. */
export const spamThreshold = 5

/** What a proof of work came to: none on a plain post (it cannot carry one), and then no reason. */
export type ProofOfWork = 'solved' | 'missing' | 'failed' | 'reused' | 'notExpected'

export type SpamSigns = {
  honeypotFilled: boolean
  proofOfWork: ProofOfWork
  /** The name(s) the visitor gave. */
  names: string[]
  /** The free text the visitor wrote (a message), if the form has one. */
  message?: string
  /** Milliseconds from the form's first touch (its challenge) to the submission, when known. */
  millisecondsToSend?: number
  /** Leads from the same address within the last minute, this one included. */
  recentFromAddress: number
}

/** Under this a person has not typed a form. */
export const fastestHumanMs = 3000
/** More leads than this from one address within a minute is a burst. */
export const burstLeads = 3

const proofReasons: Partial<Record<ProofOfWork, SpamReason>> = { missing: 'noProofOfWork', failed: 'failedProofOfWork', reused: 'reusedProofOfWork' }

/** A web address or a domain name: `http://`, `www.`, `example.com`. */
const linkPattern = /https?:\/\/|www\.|[\p{L}\p{N}-]{2,}\.[a-z]{2,}\b/iu

export const hasLink = (text: string) => linkPattern.test(text)

/** Letters mostly (half or more) in neither Latin nor Arabic script; text without letters is not judged. */
export function inForeignScript(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? []
  if (!letters.length) return false
  const ours = letters.filter((letter) => /[\p{Script=Latin}\p{Script=Arabic}]/u.test(letter)).length
  return ours * 2 < letters.length
}

export type SpamVerdict = { spam: boolean; score: number; reasons: SpamReason[] }

export function spamScore(signs: SpamSigns): SpamVerdict {
  const reasons: SpamReason[] = []
  if (signs.honeypotFilled) reasons.push('honeypot')
  const proof = proofReasons[signs.proofOfWork]
  if (proof) reasons.push(proof)
  if (signs.names.some(hasLink)) reasons.push('linkInName')
  if (signs.message && inForeignScript(signs.message)) reasons.push('foreignScript')
  if (signs.millisecondsToSend !== undefined && signs.millisecondsToSend < fastestHumanMs) reasons.push('tooFast')
  if (signs.recentFromAddress > burstLeads) reasons.push('burst')
  const score = reasons.reduce((sum, reason) => sum + spamPoints[reason], 0)
  return { spam: score >= spamThreshold, score, reasons }
}
