import { MediaImage } from '@/components/MediaImage'
import { SectionHeading } from '@/components/SectionHeading'
import { listClients } from '@/features/site/queries'
import type { ClientLogosBlock } from '@/payload-types'

export async function ClientLogos({ block }: { block: ClientLogosBlock }) {
  const clients = (await listClients()).slice(0, block.limit)
  if (clients.length === 0) return null
  const headingId = `clients-${block.id}`
  return (
    <section aria-labelledby={headingId} className="wrap py-16">
      <SectionHeading id={headingId} heading={block.heading} intro={block.intro} />
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {clients.map((client) => (
          <li key={client.id} className="flex flex-col items-center gap-2 rounded-md border border-stone p-4 text-center">
            <MediaImage media={client.logo} sizes="10rem" className="h-16 w-auto object-contain" />
            <span className="text-xs font-medium text-ink-soft">{client.name}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
