import { handleSubmission } from '@/features/forms/server/submit'

/** SPEC §7: POST /api/save-contact-form */
export const POST = (request: Request) => handleSubmission('contact', request)
