import type { CollectionSlug, Field } from 'payload'

import { allows } from '@/cms/access'
import { expiringLeadCollections } from './retentionKinds'

const ownersOnly = ({ req }: { req: { user?: unknown } }) => allows(req.user as object | null, 'privacy', 'manage')

/** Set by owners only, read by whoever reads the lead: the retention job leaves a kept lead alone. */
export const keepField: Field = {
  name: 'keep',
  label: 'Keep past the retention period',
  type: 'checkbox',
  defaultValue: false,
  access: { create: ownersOnly, update: ownersOnly },
  admin: { position: 'sidebar', description: 'Only owners can tick it. A kept lead is not deleted when its retention period (Settings › Privacy) ends.' },
}

const readOnly = { update: () => false }

/** What a subscriber agreed to: when, on which page, and the words the form showed them. */
export const consentFields: Field[] = [
  { name: 'consentedAt', label: 'Consent given at', type: 'date', access: readOnly, admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  { name: 'consentPage', label: 'Consent given on page', type: 'text', access: readOnly, admin: { position: 'sidebar', readOnly: true } },
  { name: 'consentWording', label: 'Words the form showed', type: 'textarea', access: readOnly, admin: { position: 'sidebar', readOnly: true } },
]

/** The privacy fields of a lead collection: *Keep* where leads expire, the consent where visitors subscribe. */
export function privacyLeadFields(collection: CollectionSlug): Field[] {
  if (collection === 'newsletter-subscribers') return consentFields
  return expiringLeadCollections.includes(collection) ? [keepField] : []
}
