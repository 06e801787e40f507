import { handleSubmission } from '@/features/forms/server/submit'

/** SPEC §7: POST /api/subscribe-form */
export const POST = (request: Request) => handleSubmission('newsletter', request)
