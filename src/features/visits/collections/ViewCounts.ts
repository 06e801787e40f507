import type { CollectionConfig } from 'payload'

import { may, nobody } from '@/cms/access'
import { deviceClasses } from '../protocol'

/** The columns a day's count is kept by: one row per day, page, source, medium, campaign and device class. */
export const viewCountKey = ['day', 'page', 'source', 'medium', 'campaign', 'device'] as const

/**
 * Page views, aggregated as they arrive (server/viewTally.ts): no row is a person, none holds an
 * address, an agent or any identifier. Written only by the site (never through the API), read by
 * the analytics dashboard, kept for the retention Settings › Analytics sets.
 */
export const ViewCounts: CollectionConfig = {
  slug: 'view-counts',
  labels: { singular: 'View count', plural: 'View counts' },
  admin: { group: 'Analytics', hidden: true },
  access: { read: may('visitCharts', 'read'), create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: [...viewCountKey], unique: true }],
  fields: [
    // The company's calendar day (Dubai), as YYYY-MM-DD.
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'page', type: 'text', required: true },
    // '' when the visit named none (direct), so that the unique key holds.
    { name: 'source', type: 'text', required: true, defaultValue: '' },
    { name: 'medium', type: 'text', required: true, defaultValue: '' },
    { name: 'campaign', type: 'text', required: true, defaultValue: '' },
    { name: 'device', type: 'select', required: true, options: [...deviceClasses] },
    { name: 'views', type: 'number', required: true, defaultValue: 0 },
    // Views that started a visit: the visits that landed on this page.
    { name: 'landings', type: 'number', required: true, defaultValue: 0 },
  ],
}
