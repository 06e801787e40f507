import { defaultTimezones } from 'payload/shared'

/** Where the studio works unless the company's details say otherwise. */
export const defaultCompanyTimeZone = 'Asia/Dubai'

/** The zones the company's details offer: Payload's list, each labelled with its offset and cities. */
export const companyTimeZones = defaultTimezones

/** The zone's city, as a reader names it: 'Dubai' for Asia/Dubai, 'New York' for America/New_York. */
export const zoneName = (zone: string): string => zone.split('/').pop()!.replaceAll('_', ' ')

/** A zone Intl knows, else the default: a stored zone is checked, never trusted to be valid. */
export function knownZone(zone: unknown): string {
  if (typeof zone !== 'string' || !zone) return defaultCompanyTimeZone
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return zone
  } catch {
    return defaultCompanyTimeZone
  }
}
