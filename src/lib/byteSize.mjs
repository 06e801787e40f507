/**
 * A size limit as a visitor reads it: whole megabytes where it is one, kilobytes otherwise ("10 MB", "300 KB").
 * Plain JavaScript, so that server.mjs can say its limits the same way.
 * @param {number} bytes
 */
export function byteSize(bytes) {
  const megabytes = bytes / 1024 / 1024
  return Number.isInteger(megabytes) && megabytes > 0 ? `${megabytes} MB` : `${Math.floor(bytes / 1024)} KB`
}
