import type { Payload } from 'payload'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import { demoVacancies } from '../vacancies'

export async function seedVacancies(payload: Payload): Promise<void> {
  for (const [order, vacancy] of demoVacancies.entries()) {
    const { totalDocs } = await payload.count({ collection: 'vacancies', where: { title: { equals: vacancy.title } } })
    if (totalDocs === 0) {
      await payload.create({ collection: 'vacancies', data: { ...vacancy, order }, context: skipRevalidation })
    }
  }
}
