import type { Where } from 'payload'

import { newLeadStatus } from '@/features/forms/collections/leads'
import { mondayOf, startOfDay } from './companyClock'
import type { InboxView } from './viewNames'

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
