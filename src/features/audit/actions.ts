/** What the audit log records (issue 38, §3). */
export const auditActions = [
  'sign-in',
  'sign-in-failed',
  'two-factor-set-up',
  'two-factor-reset',
  'recovery-code-used',
  'user-invited',
  'user-created',
  'roles-changed',
  'user-removed',
  'published',
  'unpublished',
  'deleted',
  'settings-changed',
  'lead-opened',
  'lead-status-changed',
  'lead-assigned',
  'export-downloaded',
  'file-downloaded',
  // Issue 38 §4: the daily deletion of what has expired, and a person's data exported or erased.
  'personal-data.expired',
  'personal-data.exported',
  'personal-data.erased',
  // Issue 41: webhook destinations set up or changed, and deliveries sent again by hand.
  'webhook-created',
  'webhook-changed',
  'webhook-resent',
  // A lead the spam score kept apart, moved back by hand (its held mails and webhooks then go out).
  'lead-not-spam',
] as const

export type AuditAction = (typeof auditActions)[number]
