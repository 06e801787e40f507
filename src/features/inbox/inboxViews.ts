import type { Where } from 'payload'

import { newLeadStatus } from '@/features/forms/collections/leads'
import { mondayOf, startOfDay } from './companyClock'

/** The views of the inbox, in the order offered. */
export const inboxViews = {
  all: 'All',
  today: 'Today',
  new: 'New',
  mine: 'Assigned to me',
  unassigned: 'Not assigned',
  week: 'This week',
} as const
export type InboxView = keyof typeof inboxViews

export const inboxViewOf = (value: unknown): InboxView => (typeof value === 'string' && value in inboxViews ? (value as InboxView) : 'all')

/** Which leads a view shows, for `userId`, `today` being the company's day in `zone`. */
export function whereOf(view: InboxView, { userId, today, zone }: { userId: number | string; today: string; zone: string }): Where {
  switch (view) {
    case 'today':
      return { createdAt: { greater_than_equal: startOfDay(today, zone).toISOString() } }
    case 'week':
      return { createdAt: { greater_than_equal: startOfDay(mondayOf(today), zone).toISOString() } }
    case 'new':
      return { status: { equals: newLeadStatus } }
    case 'mine':
      return { assignedTo: { equals: userId } }
    case 'unassigned':
      return { assignedTo: { exists: false } }
    case 'all':
      return {}
  }
}
