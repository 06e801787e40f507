/**
 * Page views, counted without cookies and without any identifier (issue 26): the page's inline
 * script posts one small view once the page has loaded and is shown; the server adds it to the
 * day's counts of that page, source and device class, and keeps nothing else.
 */

/** Where the inline script posts a view. */
export const viewEndpoint = '/api/views'

/** Views kept when Settings › Analytics says nothing: 13 months, a year to compare with. */
export const defaultRetentionDays = 395

export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof deviceClasses)[number]

/**
 * A view: its page (the path, no query), whether it started the visit (a landing), where the visit
 * came from (utm_source or the referring site, utm_medium, utm_campaign) and the device's class.
 */
export type View = { page: string; landed: boolean; source?: string; medium?: string; campaign?: string; device: DeviceClass }
