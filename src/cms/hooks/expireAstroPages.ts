import { astroExpireToken, astroOrigin, redisUrl } from '@/cms/env'

/** The Redis channel every instance's public pages' server listens on (src/site/server/routeCache.ts). */
export const expireChannel = 'site:expire-tags'

type Target = { origin?: string; token?: string; redis: boolean }

/** Where a save's expiry goes: this instance's public pages' server (src/server/astroProcess.ts), and Redis for the others. */
const currentTarget = (): Target => ({ origin: astroOrigin(), token: astroExpireToken(), redis: Boolean(redisUrl()) })

async function expireHere(tags: string[], { origin, token }: Target) {
  if (!origin || !token) return
  const response = await fetch(new URL('/internal/expire-tags', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-expire-token': token },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(2_000),
  })
  if (!response.ok) throw new Error(`answered ${response.status}`)
}

async function expireEverywhere(tags: string[], { redis }: Target) {
  if (!redis) return
  // Loaded only where Redis is in use: the client is a third of a second of every start without it.
  const { redisClient } = await import('@/server/redis')
  await redisClient().publish(expireChannel, JSON.stringify({ tags }))
}

async function expireAt(target: Target, tags: string[]) {
  const results = await Promise.allSettled([expireHere(tags, target), expireEverywhere(tags, target)])
  for (const result of results) {
    if (result.status === 'rejected') console.error('Pages of these tags were not expired:', tags.join(', '), String(result.reason))
  }
}

/**
 * Expires the public pages kept under any of these tags (and the reads behind them): this
 * instance's at once, the others' through Redis (the message reaches this instance too, which
 * expires them again: harmless). A lost message leaves pages at most their hour behind.
 */
export async function expireAstroPages(tags: string[]): Promise<void> {
  if (tags.length === 0) return
  await expireAt(currentTarget(), tags)
}
