import { handleSubmission } from '@/features/forms/server/submit'

/** SPEC §7: POST /api/consultation-form */
export const POST = (request: Request) => handleSubmission('consultation', request)
