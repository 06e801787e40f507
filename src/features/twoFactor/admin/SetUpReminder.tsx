import Link from 'next/link'
import type { Payload, ServerProps } from 'payload'

import { companyTime } from '@/features/companyTime/formatTime'
import { readCompanyTimeZone } from '@/features/companyTime/server/companyTimeZone'
import { zoneName } from '@/features/companyTime/zones'
import { secondFactorDemandOf } from '../policy'
import { twoFactorRules } from '../SignInSettings'


/** When the user must have set up their second factor by, if their roles require one they lack. */
async function setUpBy(payload: Payload, user: NonNullable<ServerProps['user']>): Promise<Date | null> {
  const demand = secondFactorDemandOf(user as Parameters<typeof secondFactorDemandOf>[0], await twoFactorRules(payload), new Date())
  return demand.kind === 'set-up' ? demand.by : null
}

/** On the dashboard, for a user whose roles require a second factor they have not set up: by when. */
export async function SetUpReminder({ payload, user }: ServerProps) {
  const by = user ? await setUpBy(payload, user) : null
  if (!by) return null
  const zone = await readCompanyTimeZone(payload)
  return (
    <aside aria-labelledby="set-up-two-factor" style={{ marginBottom: 'var(--base)', padding: 'var(--base)', border: '1px solid var(--theme-warning-500)', borderRadius: 4 }}>
      <h2 id="set-up-two-factor" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        Set up two-factor sign-in
      </h2>
      <p>
        Your role asks for a code from an authenticator app at sign-in. Set it up by {companyTime(by, zone)} ({zoneName(zone)} time): after that, your password alone no longer
        signs you in. <Link href="/admin/account#two-factor">Set it up under Account</Link>.
      </p>
    </aside>
  )
}
