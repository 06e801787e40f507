/**
 * `tsx scripts/bench/admin-password.ts`: gives the user of ADMIN_EMAIL the password ADMIN_PASSWORD,
 * for a benchmark that measures again on data it seeded before (bench-scale.ts, BENCH_SEED=keep).
 */
export {}

process.env.JOBS_AUTORUN = 'false'
await import('lexical') // see scripts/prepare-db.ts: lexical first, alone
const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('../../src/cms/payload.config')])

const email = process.env.ADMIN_EMAIL
const password = process.env.ADMIN_PASSWORD
if (!email || !password) throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD are both needed')
const payload = await getPayload({ config })
const { docs } = await payload.update({ collection: 'users', where: { email: { equals: email } }, data: { password }, overrideAccess: true })
await payload.destroy()
if (!docs.length) throw new Error(`No user has the address ${email}`)
process.exit(0)
