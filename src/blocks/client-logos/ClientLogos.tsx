import { MediaImage } from '@/components/MediaImage'
import { SectionHeading } from '@/components/SectionHeading'
import { listClients } from '@/features/site/queries'
import type { Client, ClientLogosBlock } from '@/payload-types'

const tile = 'flex h-full flex-col items-center gap-2 rounded-md border border-stone bg-white p-4 text-center'

/**
 * A client with its description, shown on hover, on keyboard focus and on tap (a tap focuses the
 * tile): hover alone would shut out keyboard and touch users. Screen readers hear it as the
 * tile's description.
 */
function DescribedClient({ client }: { client: Client }) {
  const descriptionId = `client-${client.id}-description`
  return (
    <figure
      tabIndex={0}
      aria-describedby={descriptionId}
      className={`group relative ${tile} outline-offset-2 focus-visible:outline-2 focus-visible:outline-wine`}
    >
      <MediaImage media={client.logo} alt="" sizes="10rem" className="h-16 w-auto object-contain" />
      <figcaption className="text-sm font-semibold text-ink">{client.name}</figcaption>
      <p
        id={descriptionId}
        className="invisible absolute inset-x-0 top-full z-10 mt-2 rounded-md bg-ink p-3 text-start text-sm leading-snug text-white opacity-0 shadow-lg transition-opacity group-hover:visible group-hover:opacity-100 group-focus:visible group-focus:opacity-100"
      >
        {client.description}
      </p>
    </figure>
  )
}

export async function ClientLogos({ block }: { block: ClientLogosBlock }) {
  const clients = (await listClients()).slice(0, block.limit)
  if (clients.length === 0) return null
  const headingId = `clients-${block.id}`
  return (
    <section aria-labelledby={headingId} className="wrap py-16">
      <SectionHeading id={headingId} heading={block.heading} intro={block.intro} />
      <ul className={`mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 ${block.showDescriptions ? 'lg:grid-cols-5' : 'lg:grid-cols-6'}`}>
        {clients.map((client) => (
          <li key={client.id}>
            {block.showDescriptions && client.description ? (
              <DescribedClient client={client} />
            ) : (
              <div className={tile}>
                <MediaImage media={client.logo} sizes="10rem" className="h-16 w-auto object-contain" />
                <span className="text-xs font-medium text-ink-soft">{client.name}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
