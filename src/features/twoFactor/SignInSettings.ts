import type { GlobalConfig, Payload, PayloadRequest } from 'payload'

import { hiddenUnless, may, roleLabels, roles } from '@/cms/access'
import { defaultTwoFactorRules, type TwoFactorRules } from './policy'

/** Settings › Sign-in (owners): who must use a second factor, and how long a new account may go without. */
export const SignInSettings: GlobalConfig = {
  slug: 'sign-in',
  label: 'Sign-in',
  admin: { group: 'Settings', hidden: hiddenUnless('team', 'manage') },
  access: { read: may('team', 'manage'), update: may('team', 'manage'), readVersions: may('team', 'manage') },
  fields: [
    {
      name: 'requiredRoles',
      label: 'Roles that must use two-factor sign-in',
      type: 'select',
      hasMany: true,
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      defaultValue: [...defaultTwoFactorRules.requiredRoles],
      admin: {
        description:
          'A user holding one of these roles signs in with a code from an authenticator app as well as their password. Anyone may set it up for themselves under Account.',
      },
    },
    {
      name: 'graceDays',
      label: 'Days to set it up',
      type: 'number',
      min: 0,
      max: 90,
      required: true,
      defaultValue: defaultTwoFactorRules.graceDays,
      admin: {
        description:
          'A new account, or one whose second factor an owner reset, signs in without it for this long and is asked to set it up; after it, its sign-in is refused until an owner resets it.',
      },
    },
  ],
}

/** The rules as set, or the defaults before an owner saved them. */
export async function twoFactorRules(payload: Payload, req?: PayloadRequest): Promise<TwoFactorRules> {
  const settings = await payload.findGlobal({ slug: 'sign-in', depth: 0, req, overrideAccess: true })
  return {
    requiredRoles: settings.requiredRoles ?? defaultTwoFactorRules.requiredRoles,
    graceDays: settings.graceDays ?? defaultTwoFactorRules.graceDays,
  }
}
