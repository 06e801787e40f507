import type { CollectionSlug } from 'payload'

/**
 * What is kept for a time and then deleted (issue 38 §4), each kind with its collections and the
 * months it is kept by default. Newsletter subscribers are not here: they are kept until they unsubscribe.
 */
export const retentionKinds = {
  leads: {
    label: 'Quote and consultation requests, contact messages',
    collections: ['quote-requests', 'consultation-requests', 'contact-messages'],
    defaultMonths: 24,
  },
  vendorApplications: { label: 'Vendor applications and their company profiles', collections: ['vendor-applications'], defaultMonths: 24 },
  careerApplications: { label: 'Career applications and their CVs', collections: ['career-applications'], defaultMonths: 12 },
  auditLog: { label: 'Audit log entries', collections: ['audit-log'], defaultMonths: 24 },
} as const satisfies Record<string, { label: string; collections: readonly CollectionSlug[]; defaultMonths: number }>

export type RetentionKind = keyof typeof retentionKinds
export const retentionKindNames = Object.keys(retentionKinds) as RetentionKind[]

/** The privacy global's field holding a kind's months. */
export const monthsField = (kind: RetentionKind) => `${kind}Months` as const

export type RetentionMonths = Record<RetentionKind, number>

/** The months each kind is kept, as the privacy global holds them (a field never saved keeps its default). */
export const retentionMonthsOf = (settings: Partial<Record<string, unknown>>): RetentionMonths =>
  Object.fromEntries(
    retentionKindNames.map((kind) => {
      const months = settings[monthsField(kind)]
      return [kind, typeof months === 'number' && months > 0 ? months : retentionKinds[kind].defaultMonths]
    }),
  ) as RetentionMonths

/** The lead collections whose leads a *Keep* tick holds past their retention. */
export const expiringLeadCollections: readonly CollectionSlug[] = retentionKindNames.flatMap((kind) =>
  kind === 'auditLog' ? [] : retentionKinds[kind].collections,
)
