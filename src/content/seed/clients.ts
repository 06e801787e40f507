import type { Payload } from 'payload'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import { demoClients } from '../clients'
import { layoutCopy } from '../layoutCopy'
import type { DemoPictures } from './images'

/** The demo clients with drawn wordmark logos, created when the collection is empty. */
export async function seedClients(payload: Payload, picture: DemoPictures): Promise<void> {
  if ((await payload.count({ collection: 'clients' })).totalDocs > 0) return
  for (const [index, client] of demoClients.entries()) {
    const key = `client-${index + 1}`
    const logo = await picture(key, layoutCopy.clients.logoAlt(client.name), { wordmark: client.name })
    await payload.create({
      collection: 'clients',
      context: skipRevalidation,
      data: { name: client.name, logo, description: client.description, order: index + 1 },
    })
  }
}
