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
] as const

export type AuditAction = (typeof auditActions)[number]
