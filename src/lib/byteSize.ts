/**
 * A size limit as a visitor reads it: whole megabytes where it is one, kilobytes otherwise ("10 MB", "300 KB").
 * server.mjs says its limits the same way.
 */
export function byteSize(bytes: number) {
  const megabytes = bytes / 1024 / 1024
  return Number.isInteger(megabytes) && megabytes > 0 ? `${megabytes} MB` : `${Math.floor(bytes / 1024)} KB`
}
