import { handleSubmission } from '@/features/forms/server/submit'

/** SPEC §7: POST /api/career_form */
export const POST = (request: Request) => handleSubmission('career', request)
