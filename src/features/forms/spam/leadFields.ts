import type { BaseFilter, Field, Where } from 'payload'

import { unchangeable } from '../leadWork/fields'
import { type SpamReason, spamReasons } from './score'

/**
 * A lead the spam score kept apart (spam/score.ts) and why: set when it is stored, read by whoever
 * reads the lead, changed by nobody but *Not spam* (spam/notSpam.ts).
 */
export const spamLeadFields: Field[] = [
  {
    name: 'spam',
    label: 'Spam',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    access: unchangeable,
    admin: { position: 'sidebar', readOnly: true, components: { afterInput: ['@/features/forms/spam/admin/NotSpamButton#NotSpamButton'] } },
  },
  {
    name: 'spamReasons',
    label: 'Spam reasons',
    type: 'select',
    hasMany: true,
    options: (Object.entries(spamReasons) as [SpamReason, string][]).map(([value, label]) => ({ value, label })),
    access: unchangeable,
    admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.spam) },
  },
]

/** What a lead list, count, inbox, figure or export shows: every lead but spam (an older lead has no flag). */
export const notSpam: Where = { spam: { not_equals: true } }

/**
 * A lead list shows no spam unless its address filters on the flag (the *Spam* quick filter, or
 * one made with *Filters*): the list view's base filter, which Payload adds to the address's.
 */
// internals: spam-list-filter
export const spamListFilter: BaseFilter = ({ req }) => {
  for (const key of req.searchParams?.keys() ?? []) if (key.includes('[spam]')) return null
  return notSpam
}
