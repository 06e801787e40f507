import { payloadClient } from '@/features/site/payload'
import { migrations } from '@/migrations'

/** Every committed migration of the adapter in use is recorded as applied. */
export async function migrationsApplied() {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'payload-migrations', pagination: false, depth: 0, select: { name: true } })
  const applied = new Set(docs.map((doc) => doc.name))
  const missing = migrations()
    .map((migration) => migration.name)
    .filter((name) => !applied.has(name))
  if (missing.length) throw new Error(`not applied: ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ` and ${missing.length - 3} more` : ''}`)
}
