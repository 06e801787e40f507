/** The request header through which server.mjs tells the app who the client is. */
export const clientAddressHeader = 'x-client-address'

/** How many proxies in front of the site append to X-Forwarded-For (TRUSTED_PROXIES, default 0). */
export function trustedProxyHops(value = process.env.TRUSTED_PROXIES) {
  if (value === undefined || value === '') return 0
  const hops = Number(value)
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUSTED_PROXIES must be a whole number of proxies, not '${value}'`)
  return hops
}

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')

/**
 * The client's address: the socket's peer when no proxy is trusted. Behind `hops` trusted proxies,
 * each of which appends the address it was reached from to X-Forwarded-For, it is the entry the
 * outermost trusted proxy wrote; whatever the client put before it is ignored.
 */
export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number) {
  const socket = plain(socketAddress || 'unknown')
  if (!hops) return socket
  const chain = [forwardedFor ?? []]
    .flat()
    .flatMap((header) => header.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean)
  return plain(chain[Math.max(0, chain.length - hops)] ?? socket)
}
