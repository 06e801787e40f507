/** The request header through which server.mjs tells the app who the client is. */
export const clientAddressHeader = 'x-client-address'

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
