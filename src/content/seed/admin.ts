import type { Payload } from 'payload'

import { firstAdmin } from '@/cms/env'

/** Creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD when both are set and no user exists. */
export async function seedAdmin(payload: Payload): Promise<void> {
  const admin = firstAdmin()
  if (!admin) return
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  await payload.create({ collection: 'users', data: admin })
  payload.logger.info(`Created the first admin, ${admin.email}.`)
}
