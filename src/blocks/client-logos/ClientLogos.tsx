import { MediaImage } from '@/components/MediaImage'
import { SectionHeading } from '@/components/SectionHeading'
import { listClients } from '@/features/site/queries'
import type { Client, ClientLogosBlock } from '@/payload-types'

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
      className="group client-tile relative outline-offset-2 focus-visible:outline-2 focus-visible:outline-wine"
    >
      <MediaImage media={client.logo} alt="" sizes="10rem" />
      {/* Before the caption, which HTML wants first or last in a figure; shown below it (absolute). */}
      <p id={descriptionId} className="client-note">
        {client.description}
      </p>
      <figcaption className="text-sm font-semibold text-ink">{client.name}</figcaption>
    </figure>
  )
}

export async function ClientLogos({ block }: { block: ClientLogosBlock }) {
  const clients = await listClients(block.limit)
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
              <div className="client-tile">
                {/* The name beside the logo says who it is. */}
                <MediaImage media={client.logo} alt="" sizes="10rem" />
                <span>{client.name}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
