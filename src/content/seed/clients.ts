import type { Payload } from 'payload'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import { demoClients } from '../clients'
import { drawLogo } from './art'
import { demoImage } from './images'

/** The demo clients with drawn logos, created when the collection is empty. */
export async function seedClients(payload: Payload): Promise<void> {
  if ((await payload.count({ collection: 'clients' })).totalDocs > 0) return
  for (const [index, client] of demoClients.entries()) {
    const key = `client-${index + 1}`
    const logo = await demoImage(payload, key, `${client.name} logo`, () => drawLogo(key))
    await payload.create({
      collection: 'clients',
      context: skipRevalidation,
      data: { name: client.name, logo, description: client.description, order: index + 1 },
    })
  }
}
