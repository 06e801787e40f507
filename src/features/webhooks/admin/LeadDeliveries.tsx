import type { UIFieldServerComponent } from 'payload'

import { allows } from '@/cms/access'
import { DataTable } from '@/cms/admin/DataTable'
import { companyTime } from '@/features/companyTime/formatTime'
import { readCompanyTimeZone } from '@/features/companyTime/server/companyTimeZone'

type Row = { id: number | string; event: string; state: string; tries?: number | null; createdAt: string; webhook?: { name?: string } | number | null }

/** A lead's webhook deliveries, newest first, each linked to its tries; for those who read webhooks. */
export const LeadDeliveries: UIFieldServerComponent = async ({ collectionSlug, id, req }) => {
  if (id === undefined || !allows(req.user, 'webhooks', 'read')) return null
  const { docs } = await req.payload.find({
    collection: 'webhook-deliveries',
    where: { and: [{ leadCollection: { equals: collectionSlug } }, { leadId: { equals: String(id) } }] },
    sort: '-createdAt',
    depth: 1,
    limit: 20,
    req,
    overrideAccess: false,
  })
  const rows = docs as unknown as Row[]
  const zone = await readCompanyTimeZone(req.payload)
  return (
    <section aria-labelledby="lead-webhooks" style={{ marginBlock: 'calc(var(--base) * 1.5)' }}>
      <h3 id="lead-webhooks">Sent to webhooks</h3>
      <DataTable<Row>
        caption="Webhook deliveries of this lead"
        rows={rows}
        empty="Not sent to any webhook."
        columns={[
          { label: 'Queued', value: (row) => companyTime(row.createdAt, zone) },
          { label: 'Webhook', value: (row) => (typeof row.webhook === 'object' && row.webhook?.name) || '—' },
          { label: 'Event', value: (row) => row.event },
          { label: 'State', value: (row) => <a href={`/admin/collections/webhook-deliveries/${row.id}`}>{row.state}</a> },
          { label: 'Tries', value: (row) => row.tries ?? 0, numeric: true },
        ]}
      />
    </section>
  )
}
