import { handleSubmission } from '@/features/forms/server/submit'

/** SPEC §7: POST /api/get-quote */
export const POST = (request: Request) => handleSubmission('quote', request)
