/**
 * SPIKE: Astro's route cache for this site: Astro's own in-memory LRU provider (astro/cache/memory),
 * kept where code outside a request can reach it, so that a save in the admin (in Next's process)
 * expires the pages showing what it changed:
 * - by an HTTP call to this process (src/site/pages/internal/expire-tags.ts), or
 * - by a message on Redis (REDIS_URL, channel ASTRO_EXPIRE_CHANNEL), for several Astro instances:
 *   each subscribes, and Next's expireTags (src/cms/hooks/revalidate.ts) would publish the tags once.
 * Configured in astro.config.mjs (`cache.provider`); Astro creates it once per process.
 */
import memoryProvider, { type MemoryCacheProviderOptions } from 'astro/cache/memory'
import type { CacheProvider, InvalidateOptions } from 'astro'

import { expireReads } from '@/features/site/readCache'
import { previewAsked } from '@/features/site/preview'

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

async function subscribe(url: string, channel: string) {
  const { createClient } = await import('redis')
  const client = createClient({ url })
  client.on('error', (error) => console.error('route cache: redis', String(error)))
  await client.connect()
  await client.subscribe(channel, (message) => {
    const tags = (JSON.parse(message) as { tags?: string[] }).tags ?? []
    void expire({ tags })
  })
}

export default function siteRouteCache(config: MemoryCacheProviderOptions | undefined): CacheProvider {
  const provider = memoryProvider(config)
  ;(globalThis as Holder)[key] = provider
  if (process.env.REDIS_URL) {
    subscribe(process.env.REDIS_URL, process.env.ASTRO_EXPIRE_CHANNEL || 'site:expire-tags').catch((error) =>
      console.error('route cache: not subscribed', String(error)),
    )
  }
  return {
    ...provider,
    name: 'site-memory',
    // An editor's preview is never answered from the cache (nor kept in it: its route keeps nothing).
    onRequest: (context, next) => (previewAsked(context.request) ? next() : provider.onRequest!(context, next)),
  }
}
