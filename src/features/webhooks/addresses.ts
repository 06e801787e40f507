import net from 'node:net'

/**
 * Addresses a webhook must not reach unless WEBHOOKS_ALLOW_PRIVATE_TARGETS is set: this host,
 * the company's own network, link-local and the clouds' metadata services (169.254.169.254,
 * fd00:ec2::254, Alibaba's 100.100.100.200), and what is no unicast address at all.
 */
const inside = new net.BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  inside.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  inside.addSubnet(network, prefix, 'ipv6')
}

/** The IPv4 address an IPv4-mapped IPv6 one stands for (::ffff:127.0.0.1, ::ffff:7f00:1), else undefined. */
function mappedIPv4(address: string): string | undefined {
  const normalised = new URL(`http://[${address}]`).hostname.slice(1, -1).toLowerCase()
  const match = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(normalised)
  if (!match) return undefined
  const [high, low] = [parseInt(match[1]!, 16), parseInt(match[2]!, 16)]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/** Whether `address` (an IP address) lies where webhooks may not go; anything that is not an address counts as inside. */
export function isInsideAddress(address: string): boolean {
  const family = net.isIP(address)
  if (family === 4) return inside.check(address, 'ipv4')
  if (family !== 6) return true
  const v4 = mappedIPv4(address)
  return v4 ? inside.check(v4, 'ipv4') : inside.check(address, 'ipv6')
}

const localNames = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The URL's host as an IP address when it is one ('[::1]' → '::1'), else undefined. */
export const literalAddress = (url: URL) => {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  return net.isIP(host) ? host : undefined
}

/**
 * Why a destination's address is refused, or undefined: https only (http for localhost when
 * private targets are allowed), no user name or password in it, no address inside as its host.
 * Names are checked again, each address they resolve to, when the connection is made (post.ts).
 */
export function targetProblem(value: string, allowPrivate: boolean): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'The address is not a URL.'
  }
  if (url.username || url.password) return 'The address may not carry a user name or password: choose the header-secret format instead.'
  if (url.protocol === 'http:') {
    if (!(allowPrivate && localNames.has(url.hostname))) return 'The address must start with https://.'
  } else if (url.protocol !== 'https:') return 'The address must start with https://.'
  const literal = literalAddress(url)
  if (!allowPrivate && (url.hostname === 'localhost' || (literal && isInsideAddress(literal)))) {
    return 'The address is on this server or a private network, which webhooks may not reach.'
  }
  return undefined
}
