/**
 * Where a visit came from, as every lead keeps it (issue 26): the page it landed on, the site that
 * sent it (its origin only), its campaign tags and the click ids of the ad networks. Shared by the
 * page's inline script, which remembers the visit, and the server, which stores it with the lead.
 */

/** The address parameters kept, each with the lead's field that keeps it. */
export const campaignParams = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
  gclid: 'gclid',
  gbraid: 'gbraid',
  wbraid: 'wbraid',
  fbclid: 'fbclid',
  msclkid: 'msclkid',
} as const

export type CampaignParam = keyof typeof campaignParams
export type CampaignField = (typeof campaignParams)[CampaignParam]
export type Attribution = { landingPage?: string; referrer?: string } & Partial<Record<CampaignField, string>>
export type AttributionField = keyof Attribution

/** Every field a lead keeps its attribution in, in the order the admin and the export show them. */
export const attributionFields: AttributionField[] = ['landingPage', 'referrer', ...Object.values(campaignParams)]

/** Where a visit came from, as visits and leads are grouped: its utm_source, else the referring site's host, else none (direct). */
export const sourceOf = (visit?: Attribution) => visit?.utmSource ?? visit?.referrer?.replace(/^https?:\/\//, '')

/** The field of a submission that carries the visit the script remembered (JSON). */
export const visitField = '_visit'
