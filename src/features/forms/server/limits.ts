/** Limits of the form endpoints, from the environment. */
import { positiveNumber as positive } from '@/server/bodyLimits'

export { uploadMaxBytes } from '@/server/bodyLimits'

/** Largest JSON body of a form: the longest form is far below this. */
export const jsonMaxBytes = 64 * 1024

/** Submissions per client and form within the window (FORM_RATE_LIMIT per FORM_RATE_WINDOW seconds). */
export const rateLimit = () => ({
  points: positive(process.env.FORM_RATE_LIMIT, 10),
  duration: positive(process.env.FORM_RATE_WINDOW, 600),
})

/** Acknowledgement mails to one address a day (ACKNOWLEDGEMENT_LIMIT, default 3). */
export const acknowledgementLimit = () => ({ points: positive(process.env.ACKNOWLEDGEMENT_LIMIT, 3), duration: 24 * 60 * 60 })
