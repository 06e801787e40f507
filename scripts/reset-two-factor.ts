/**
 * npm run reset-two-factor -- EMAIL: removes the second factor of the user with that address and
 * ends their sessions, for the server's operator when no owner can sign in to do it in the admin
 * (the only owner lost their phone and recovery codes, or let the time to set it up run out).
 * The user then signs in with their password and has the grace period of Settings › Sign-in to set
 * one up. Audited. Exit codes: 0 reset, 2 no such user, 1 failed.
 */
import { parseArgs } from 'node:util'

const { positionals } = parseArgs({ allowPositionals: true })
if (positionals.length !== 1) {
  console.error('Usage: npm run reset-two-factor -- EMAIL')
  process.exit(1)
}
const email = positionals[0]!.trim().toLowerCase()

// Queued jobs are the web server's to run, not this short script's.
process.env.JOBS_AUTORUN = 'false'
// See scripts/prepare-db.ts: lexical first, alone.
await import('lexical')
const [{ getPayload }, { default: config }, { resetSecondFactor }] = await Promise.all([
  import('payload'),
  import('../src/cms/payload.config'),
  import('../src/features/twoFactor/reset'),
])

const payload = await getPayload({ config })
const [user] = (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })).docs
if (!user) {
  console.error(`No user has the address ${email}.`)
  await payload.destroy()
  process.exit(2)
}
await resetSecondFactor(payload, user, { operator: 'npm run reset-two-factor' })
console.log(`${user.email} now signs in with their password only, and is asked to set up a second factor.`)
await payload.destroy()
process.exit(0)
