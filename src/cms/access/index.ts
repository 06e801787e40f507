import type { Access } from 'payload'

/**
 * The roles a user of the admin may hold, several at once. What each may do is `permissions`:
 * whatever it does not name is refused (docs/security.md shows the table).
 */
export const roles = ['owner', 'marketing', 'sales', 'hr', 'agency'] as const
export type Role = (typeof roles)[number]

export const roleLabels: Record<Role, string> = { owner: 'Owner', marketing: 'Marketing', sales: 'Sales', hr: 'HR', agency: 'Agency' }

const owner = ['owner'] as const
const editors = ['owner', 'marketing', 'agency'] as const

/** Area → action → the roles that may take it. */
export const permissions = {
  /** Pages, posts, case studies, sectors, clients, pictures and videos; the menus and the company's details. */
  content: { edit: editors, delete: owner },
  vacancies: { edit: ['owner', 'marketing', 'hr', 'agency'], delete: owner },
  /** The tags a visitor is asked to consent to. */
  analyticsSettings: { edit: editors },
  /** Redirects of old addresses, their CSV import and export, and the not-found report (src/features/redirects). */
  redirects: { manage: editors },
  visitCharts: { read: ['owner', 'marketing', 'sales', 'agency'] },
  /** Quote, consultation and contact leads, and vendor applications with their company profiles. */
  salesLeads: { read: ['owner', 'sales'], work: ['owner', 'sales'], assign: ['owner', 'sales'], export: ['owner', 'sales'], delete: owner },
  /** Career applications and their CVs. */
  careerApplications: { read: ['owner', 'hr'], work: ['owner', 'hr'], assign: owner, export: ['owner', 'hr'], delete: owner },
  newsletter: { read: ['owner', 'marketing'], work: owner, assign: owner, export: ['owner', 'marketing'], delete: owner },
  /** Users and their roles, where lead mails go, the mail queue, the search index and the audit log. */
  team: { manage: owner },
  /** Webhook destinations that receive leads, and their delivery log; owners also send a delivery again by hand. */
  webhooks: { read: ['owner', 'sales'], manage: owner },
  /** How long personal data is kept, a lead held past it, and a person's data found, exported and erased (src/features/privacy). */
  privacy: { manage: owner },
} as const satisfies Record<string, Record<string, readonly Role[]>>

export type Area = keyof typeof permissions
export type Action<A extends Area> = keyof (typeof permissions)[A]

/** The areas that hold leads, each read, worked, exported and deleted as its table row says. */
export const leadAreas = ['salesLeads', 'careerApplications', 'newsletter'] as const satisfies readonly Area[]
export type LeadArea = (typeof leadAreas)[number]

/** A user as Payload hands it to access functions, admin components and hooks (or none). */
type UserLike = object | null | undefined

export const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value)

export function rolesOf(user: UserLike): Role[] {
  const held: unknown = user && 'roles' in user ? user.roles : undefined
  return Array.isArray(held) ? held.filter(isRole) : []
}

/** Whether two users hold the same roles, in any order. */
export const sameRoles = (one: UserLike, other: UserLike) => {
  const [a, b] = [rolesOf(one), rolesOf(other)]
  return a.length === b.length && a.every((role) => b.includes(role))
}

/** Whether `user` holds a role that may take `action` in `area`. */
export function allows<A extends Area>(user: UserLike, area: A, action: Action<A>): boolean {
  const allowed = permissions[area][action] as readonly Role[]
  return rolesOf(user).some((role) => allowed.includes(role))
}

/** Payload access: the roles `permissions` names for `action` in `area`, nobody else. */
export const may =
  <A extends Area>(area: A, action: Action<A>): Access =>
  ({ req }) =>
    allows(req.user, area, action)

/** For `admin.hidden`: hides a collection or global from users who may not `action` in `area`. */
export const hiddenUnless =
  <A extends Area>(area: A, action: Action<A>) =>
  ({ user }: { user: UserLike }) =>
    !allows(user, area, action)

export const nobody: Access = () => false
export const anyone: Access = () => true

/** Visitors, and users who do not edit the site, read published documents only; its editors also read drafts. */
export const publishedOrEditor: Access = ({ req }) => allows(req.user, 'content', 'edit') || { _status: { equals: 'published' } }

/**
 * A collection of the public site's content: everyone reads what is published (`read`), the
 * area's editors write and publish it, owners delete it.
 */
export const editedBy = (area: 'content' | 'vacancies', read: Access = anyone) => ({
  read,
  create: may(area, 'edit'),
  update: may(area, 'edit'),
  delete: may(area, 'delete'),
  readVersions: may(area, 'edit'),
})
