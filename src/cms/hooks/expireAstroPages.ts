import { redisClient } from '@/server/redis.mjs'

/** The Redis channel every instance's public pages' server listens on (src/site/server/routeCache.ts). */
export const expireChannel = 'site:expire-tags'

/** This instance's public pages' server, on loopback (src/server/astroProcess.mjs). */
async function expireHere(tags: string[]) {
  const { ASTRO_ORIGIN: origin, ASTRO_EXPIRE_TOKEN: token } = process.env
  if (!origin || !token) return
  const response = await fetch(new URL('/internal/expire-tags', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-expire-token': token },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(2_000),
  })
  if (!response.ok) throw new Error(`answered ${response.status}`)
}

/** Every other instance's, through Redis (REDIS_URL). */
async function expireEverywhere(tags: string[]) {
  if (process.env.REDIS_URL) await redisClient().publish(expireChannel, JSON.stringify({ tags }))
}

/**
 * Expires the public pages kept under any of these tags (and the reads behind them), whatever runs
 * the save (a request, the job queue's timers): this instance's at once, the others' through Redis
 * (the message reaches this instance too, which expires them again: harmless). A lost message
 * leaves pages at most their hour behind.
 */
export async function expireAstroPages(tags: string[]): Promise<void> {
  if (tags.length === 0) return
  const results = await Promise.allSettled([expireHere(tags), expireEverywhere(tags)])
  for (const result of results) {
    if (result.status === 'rejected') console.error('Pages of these tags were not expired:', tags.join(', '), String(result.reason))
  }
}
