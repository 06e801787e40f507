/**
 * Astro's route cache for this site: Astro's own in-memory LRU provider (astro/cache/memory),
 * kept where code outside a request can reach it, so that a save in the admin (in Next's process)
 * expires the pages showing what it changed:
 * - by an HTTP call to this process (src/site/pages/internal/expire-tags.ts), or
 * - by a message on Redis (REDIS_URL, expireChannel), for several instances: each one's server
 *   subscribes, and a save's expireTags (src/cms/hooks/expireAstroPages.ts) publishes the tags once.
 * Configured in astro.config.mjs (`cache.provider`); Astro creates it once per process.
 */
import memoryProvider, { type MemoryCacheProviderOptions } from 'astro/cache/memory'
import type { CacheProvider, InvalidateOptions } from 'astro'

import { redisUrl } from '@/cms/env'
import { expireChannel } from '@/cms/hooks/expireAstroPages'
import { expireReads } from '@/features/site/readCache'
import { previewAsked } from '@/features/site/preview'
import { countAnswer } from '@/features/redirects/server/serve'

const key = Symbol.for('site.routeCache')
type Holder = { [key]?: CacheProvider }

/** Expires the cached pages (and the kept reads, src/features/site/readCache.ts) carrying any of these tags (or at this path), from anywhere in the process. */
export async function expire(options: InvalidateOptions): Promise<boolean> {
  if (options.tags) expireReads(Array.isArray(options.tags) ? options.tags : [options.tags])
  const provider = (globalThis as Holder)[key]
  if (!provider) return false
  await provider.invalidate(options)
  return true
}

/** Listens for the tags saves expire on any instance; Redis away (at start or later) is asked again every 2 s at most, and resubscribed to. */
async function subscribe(url: string, channel: string) {
  const { createClient } = await import('redis')
  const client = createClient({ url, socket: { reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 2_000) } })
  let reported = false
  client.on('error', (error) => {
    if (!reported) console.error('Pages expired on other instances are not heard until Redis answers:', String(error))
    reported = true
  })
  client.on('ready', () => (reported = false))
  await client.connect() // tried again and again by the reconnect strategy until Redis answers
  await client.subscribe(channel, (message) => {
    try {
      void expire({ tags: (JSON.parse(message) as { tags?: string[] }).tags ?? [] })
    } catch (error) {
      console.error('A malformed expiry message', message, String(error))
    }
  })
}

// internals: astro-route-cache
export default function siteRouteCache(config: MemoryCacheProviderOptions | undefined): CacheProvider {
  const provider = memoryProvider(config)
  ;(globalThis as Holder)[key] = provider
  const redis = redisUrl()
  if (redis) {
    subscribe(redis, expireChannel).catch((error) =>
      console.error('route cache: not subscribed', String(error)),
    )
  }
  return {
    ...provider,
    name: 'site-memory',
    // An editor's preview is never answered from the cache (nor kept in it: its route keeps nothing).
    // Every answer, from the cache or not, is counted here when it is a 404 or a redirect's (src/features/redirects).
    onRequest: async (context, next) => {
      const response = await (previewAsked(context.request) ? next() : provider.onRequest!(context, next))
      countAnswer(context.request, response)
      return response
    },
  }
}
