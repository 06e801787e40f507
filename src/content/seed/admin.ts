import type { Payload } from 'payload'

/** Creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD when both are set and no user exists. */
export async function seedAdmin(payload: Payload): Promise<void> {
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  if (!email || !password) return
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  await payload.create({ collection: 'users', data: { email, password } })
  payload.logger.info(`Created the first admin, ${email}.`)
}
