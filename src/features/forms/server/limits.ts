/** Size limits of the form endpoints, from the environment. */
const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value)
  return Number.isFinite(number) && number > 0 ? number : fallback
}

/** Largest accepted file (UPLOAD_MAX_BYTES, default 10 MB). */
export const uploadMaxBytes = () => positive(process.env.UPLOAD_MAX_BYTES, 10 * 1024 * 1024)

/** Largest JSON body: the longest form is far below this. */
export const jsonMaxBytes = 64 * 1024

/** Submissions per client and form within the window (FORM_RATE_LIMIT per FORM_RATE_WINDOW seconds). */
export const rateLimit = () => ({
  points: positive(process.env.FORM_RATE_LIMIT, 10),
  duration: positive(process.env.FORM_RATE_WINDOW, 600),
})
