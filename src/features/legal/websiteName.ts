import { words } from '@/features/site/words'

/** A host that is no public domain: a name without a dot (localhost), *.localhost, or an IP address. */
const isLocalOrAddress = (hostname: string) =>
  !hostname.includes('.') || hostname.endsWith('.localhost') || /^[\d.]+$/.test(hostname) || hostname.startsWith('[')

/**
 * How legal texts name the site ({website}): its public domain ('ateliernoor.ae'), or, while the
 * site has none (it runs on localhost or an address), the company's name in the page's language: 'the Atelier Noor Interiors website'.
 */
export function websiteName(siteUrl: string, companyName: string): string {
  const { hostname } = new URL(siteUrl)
  return isLocalOrAddress(hostname) ? words().legal.companyWebsite(companyName) : hostname
}
