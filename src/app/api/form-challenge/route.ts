import { newChallenge } from '@/features/forms/spam/proofOfWork'

export const dynamic = 'force-dynamic'

/** A proof-of-work challenge (ALTCHA) for a form about to be filled in: the page's script solves it while the visitor types. */
export async function GET() {
  return Response.json(await newChallenge(), { headers: { 'Cache-Control': 'no-store' } })
}
