/**
 * The marketing team's own tags (issue 26): optional IDs in Settings › Analytics, loaded only once
 * the visitor consents (client/consent.ts). Until one is set nothing changes: no banner, no
 * foreign host in the pages' security policy.
 */

export type ConsentTags = {
  /** A Google Tag Manager container, GTM-… */
  gtm?: string
  /** A Google Analytics 4 measurement ID, G-…, loaded with gtag.js */
  ga4?: string
  /** A Meta (Facebook) pixel ID, digits */
  pixel?: string
}

export const tagFormats: Record<keyof ConsentTags, { pattern: RegExp; example: string }> = {
  gtm: { pattern: /^GTM-[A-Z0-9]{4,12}$/, example: 'GTM-AB12CD3' },
  ga4: { pattern: /^G-[A-Z0-9]{4,16}$/, example: 'G-AB12CD34EF' },
  pixel: { pattern: /^\d{6,20}$/, example: '123456789012345' },
}

/** The tags of Settings › Analytics that are set and well formed (a malformed one is never served). */
export function tagsOf(settings: { gtmId?: string | null; ga4Id?: string | null; metaPixelId?: string | null } | null | undefined): ConsentTags {
  const given = { gtm: settings?.gtmId, ga4: settings?.ga4Id, pixel: settings?.metaPixelId }
  return Object.fromEntries(
    Object.entries(given)
      .map(([name, value]) => [name, value?.trim()] as const)
      .filter(([name, value]) => value && tagFormats[name as keyof ConsentTags].pattern.test(value)),
  )
}

export const anyTag = (tags: ConsentTags) => Boolean(tags.gtm || tags.ga4 || tags.pixel)

/** What each provider's scripts load from and send to, per directive of the content security policy. */
const google = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  'connect-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
}
const meta = {
  'script-src': ['https://connect.facebook.net'],
  'img-src': ['https://www.facebook.com'],
  'connect-src': ['https://www.facebook.com'],
}

/**
 * The hosts the configured providers need, and no other. A container is Google's tag platform: it
 * loads from Tag Manager and its tags send to Google Analytics, as gtag.js does.
 */
export function providerSources(tags: ConsentTags): Record<string, string[]> {
  const providers = [...(tags.gtm || tags.ga4 ? [google] : []), ...(tags.pixel ? [meta] : [])]
  const sources: Record<string, string[]> = {}
  for (const provider of providers) for (const [directive, hosts] of Object.entries(provider)) sources[directive] = [...(sources[directive] ?? []), ...hosts]
  return sources
}
