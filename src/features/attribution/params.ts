/**
 * Where a visit came from, as every lead keeps it (issue 26): the page it landed on, the site that
 * sent it (its origin only), its campaign tags and the click ids of the ad networks. Shared by the
 * page's inline script, which remembers the visit, and the server, which stores it with the lead.
 */

/** The address parameters kept. */
export const campaignParamNames = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'] as const

type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name

/** The lead's field that keeps a parameter: utm_source in utmSource, gclid in gclid. */
export const fieldOf = <Param extends string>(param: Param) => param.replace(/_(.)/g, (_, letter: string) => letter.toUpperCase()) as CamelCase<Param>

export type CampaignParam = (typeof campaignParamNames)[number]
export type CampaignField = CamelCase<CampaignParam>
export type Attribution = { landingPage?: string; referrer?: string } & Partial<Record<CampaignField, string>>
export type AttributionField = keyof Attribution
/** A visit as the page's script keeps it and the forms send it: its landing address (tags and all) and the origin of the site before it. */
export type Visit = Pick<Attribution, 'landingPage' | 'referrer'>

/** Where a visit came from, as visits and leads are grouped: its utm_source, else the referring site's host, else none (direct). */
export const sourceOf = (visit?: Attribution) => visit?.utmSource ?? visit?.referrer?.replace(/^https?:\/\//, '')

/** The field of a submission that carries the visit the script remembered (JSON). */
export const visitField = '_visit'
