import { handleSubmission } from '@/features/forms/server/submit'

/** SPEC §7: POST /api/vendor_form */
export const POST = (request: Request) => handleSubmission('vendor', request)
