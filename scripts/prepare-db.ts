/** Brings the database up to date (committed migrations) and loads the demo content. */
import { getPayload } from 'payload'

import config from '../src/cms/payload.config'
import { migrations } from '../src/migrations'
import { seed } from '../src/content/seed'

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrations() })
await seed(payload)
await payload.destroy()
process.exit(0)
