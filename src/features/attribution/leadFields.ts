import type { Field } from 'payload'

import { unchangeable } from '@/features/forms/leadWork/fields'
import { attributionFields } from './fields'
import type { AttributionField } from './params'

const labels: Record<AttributionField, string> = {
  landingPage: 'Landing page',
  referrer: 'Referring site',
  utmSource: 'Source (utm_source)',
  utmMedium: 'Medium (utm_medium)',
  utmCampaign: 'Campaign (utm_campaign)',
  utmTerm: 'Term (utm_term)',
  utmContent: 'Content (utm_content)',
  gclid: 'Google Ads click (gclid)',
  gbraid: 'Google Ads app click (gbraid)',
  wbraid: 'Google Ads web click (wbraid)',
  fbclid: 'Meta click (fbclid)',
  msclkid: 'Microsoft Ads click (msclkid)',
}

/** The ones a manager filters leads by most, indexed. */
const indexed = new Set<AttributionField>(['landingPage', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign'])

/**
 * Where a lead came from (server/attributionOf.ts), kept as it arrived: read-only in the admin, in
 * a panel of its own, each a column of the list (and its filters) and of the export.
 */
export const attributionLeadFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Where it came from',
    admin: { initCollapsed: false, description: 'The visit that sent this lead: the page it landed on, the site before it, its campaign tags.' },
    fields: attributionFields.map((name) => ({
      name,
      label: labels[name],
      type: 'text',
      ...(indexed.has(name) ? { index: true } : {}),
      access: unchangeable,
      admin: { readOnly: true },
    })),
  },
]
