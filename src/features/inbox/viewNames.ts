// Free of imports: the benchmark (scripts/bench/inbox.mjs) reads it with plain Node.

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
