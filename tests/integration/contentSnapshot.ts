import type { Payload } from 'payload'

/** The collections a backup must give back whole: pages, posts, pictures, leads and their files. */
export const snapshotCollections = ['pages', 'posts', 'media', 'career-applications', 'lead-files'] as const

/** Every document of those collections as stored (depth 0, by id), to compare two instances. */
export async function contentSnapshot(payload: Payload) {
  const entries = await Promise.all(
    snapshotCollections.map(async (collection) => {
      const { docs } = await payload.find({ collection, depth: 0, pagination: false, sort: 'id', overrideAccess: true })
      return [collection, docs] as const
    }),
  )
  return JSON.parse(JSON.stringify(Object.fromEntries(entries))) as Record<(typeof snapshotCollections)[number], Record<string, unknown>[]>
}

/** The quote requests, and how many of them lack exactly their two queued mails (a lead and its jobs commit together). */
export async function quoteLeadsAndTheirMails(payload: Payload) {
  const { docs: leads } = await payload.find({ collection: 'quote-requests', depth: 0, pagination: false })
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    depth: 0,
    pagination: false,
    where: { 'input.collection': { equals: 'quote-requests' } },
  })
  const tasksOf = (id: string | number) =>
    jobs.filter((job) => (job.input as { id: string }).id === String(id)).map((job) => job.taskSlug).sort().join()
  return { leads: leads.length, withoutTheirTwoMails: leads.filter((lead) => tasksOf(lead.id) !== 'acknowledgeVisitor,notifyCompany').length }
}
