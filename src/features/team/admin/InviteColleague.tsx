import type { BeforeListTableServerProps } from 'payload'

import { allows, roleLabels, roles } from '@/cms/access'
import { invitationHours } from '../invite'
import { InviteForm } from './InviteForm'

/** Above the users list, for owners: invite a colleague by email with their roles. */
export function InviteColleague({ user }: BeforeListTableServerProps) {
  if (!allows(user, 'team', 'manage')) return null
  return <InviteForm roles={roles.map((value) => ({ value, label: roleLabels[value] }))} hours={invitationHours} />
}
