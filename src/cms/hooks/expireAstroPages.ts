/**
 * A save expires the public pages Astro keeps in its route cache
 * (src/site/server/routeCache.ts), whatever runs the save (a request, the job queue's timers):
 * - several instances (REDIS_URL): one message on ASTRO_EXPIRE_CHANNEL, which every Astro process reads;
 * - one machine (ASTRO_ORIGIN, the Astro process on loopback): a POST to its /internal/expire-tags.
 * A lost message leaves pages at most their max age (an hour) behind, as a lost expiry does in Next.
 */
import { redisClient } from '@/server/redis.mjs'

export async function expireAstroPages(tags: string[]): Promise<void> {
  if (tags.length === 0) return
  try {
    if (process.env.REDIS_URL) {
      await redisClient().publish(process.env.ASTRO_EXPIRE_CHANNEL || 'site:expire-tags', JSON.stringify({ tags }))
    } else if (process.env.ASTRO_ORIGIN && process.env.ASTRO_EXPIRE_TOKEN) {
      await fetch(new URL('/internal/expire-tags', process.env.ASTRO_ORIGIN), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-expire-token': process.env.ASTRO_EXPIRE_TOKEN },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(2_000),
      })
    }
  } catch (error) {
    console.error('The Astro pages of these tags were not expired:', tags.join(', '), String(error))
  }
}
