import { type Access, APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type CollectionConfig, type PayloadRequest } from 'payload'

import { allows, hiddenUnless, leadAreas, may, permissions, type Role, roleLabels, roles, rolesOf, sameRoles } from '../access'
import { inviteEndpoint } from '@/features/team/invite'
import { siteIsHttps } from '../env'
import { twoFactorEndpoints } from '@/features/twoFactor/endpoints'
import { twoFactorFields } from '@/features/twoFactor/fields'
import { startGracePeriod } from '@/features/twoFactor/gracePeriod'
import { requireSecondFactor } from '@/features/twoFactor/signIn'

/** Owners see and change every account; everyone else, their own. */
const ownerOrSelf: Access = ({ req }) => allows(req.user, 'team', 'manage') || (req.user ? { id: { equals: req.user.id } } : false)

/** Besides, who assigns leads sees the colleagues who work them, to assign one to. */
const ownerSelfOrColleague: Access = (args) => {
  const { user } = args.req
  const assigned = leadAreas.filter((area) => allows(user, area, 'assign'))
  const colleagues = roles.filter((role) => assigned.some((area) => (permissions[area].work as readonly Role[]).includes(role)))
  if (!user || colleagues.length === 0 || allows(user, 'team', 'manage')) return ownerOrSelf(args)
  return { or: [{ id: { equals: user.id } }, { roles: { in: colleagues } }] }
}

const ownersBesides = async (req: PayloadRequest, id: number | string) =>
  (await req.payload.count({ collection: 'users', where: { and: [{ roles: { equals: 'owner' } }, { id: { not_equals: id } }] }, req })).totalDocs

const lastOwner = () => new APIError('The last owner keeps the role: make another user an owner first.', 400, undefined, true)

/**
 * The first user is an owner; the last owner keeps the role. A change of roles ends the user's
 * other sessions: they sign in again under their new roles.
 */
const guardRoles: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation === 'create') {
    if ((await req.payload.count({ collection: 'users', req })).totalDocs === 0) data.roles = ['owner']
    return data
  }
  if (!data.roles) return data
  if (rolesOf(originalDoc).includes('owner') && !rolesOf(data).includes('owner') && (await ownersBesides(req, originalDoc.id)) === 0) throw lastOwner()
  if (!sameRoles(originalDoc, data)) {
    const own = String(req.user?.id) === String(originalDoc.id) ? (req.user as { _sid?: string } | null)?._sid : undefined
    data.sessions = (originalDoc.sessions ?? []).filter((session: { id: string }) => session.id === own)
  }
  return data
}

const keepLastOwner: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = await req.payload.findByID({ collection: 'users', id, req, depth: 0 })
  if (rolesOf(user).includes('owner') && (await ownersBesides(req, id)) === 0) throw lastOwner()
}

/** The company's team. The first one is created on /admin's create-first-user screen. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    group: 'Settings',
    // Everyone edits their own account under Account; the list is the owners'.
    hidden: hiddenUnless('team', 'manage'),
    defaultColumns: ['email', 'name', 'roles'],
    components: { beforeListTable: ['@/features/team/admin/InviteColleague#InviteColleague'] },
  },
  auth: {
    // A backstop behind the sign-in throttle (src/cms/auth/signInThrottle.ts), which answers first.
    maxLoginAttempts: 10,
    lockTime: 15 * 60 * 1000,
    cookies: { secure: siteIsHttps() },
  },
  access: { create: may('team', 'manage'), read: ownerSelfOrColleague, update: ownerOrSelf, delete: may('team', 'manage'), unlock: may('team', 'manage') },
  endpoints: [inviteEndpoint, ...twoFactorEndpoints],
  hooks: { beforeChange: [guardRoles, startGracePeriod], beforeDelete: [keepLastOwner], beforeLogin: [requireSecondFactor] },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      index: true,
      access: { create: ({ req }) => allows(req.user, 'team', 'manage'), update: ({ req }) => allows(req.user, 'team', 'manage') },
      admin: { position: 'sidebar', description: 'What this user may open and change (an owner decides).' },
    },
    ...twoFactorFields,
  ],
}
