import type { CollectionSlug, Payload } from 'payload'

import { seedAdmin } from './admin'
import { seed } from './index'

/** Where Payload's key-value store (its payload-kv collection) keeps the record of the demo. */
const demoRecordKey = 'demo-content'

/** 'loading' is written before the demo loads and 'loaded' after, so a crashed first load resumes. */
type DemoRecord = { state: 'loading' | 'loaded'; at: string }

/**
 * What this start does about the demo content:
 * - 'load': an empty database, never seeded: load the demo;
 * - 'resume': the first load stopped half-way (the record says 'loading'): load what is missing;
 * - 'loaded-before': the record says the demo was loaded: load nothing, whatever was deleted since;
 * - 'existing-content': no record but content (a database of an earlier version): keep it as it is.
 */
export type DemoDecision = 'load' | 'resume' | 'loaded-before' | 'existing-content'

export async function demoDecision(payload: Payload): Promise<DemoDecision> {
  const record = await payload.kv.get<DemoRecord>(demoRecordKey)
  if (record?.state === 'loaded') return 'loaded-before'
  if (record?.state === 'loading') return 'resume'
  return (await holdsContent(payload)) ? 'existing-content' : 'load'
}

/** Any document in the site's own collections (Payload's internal ones aside), or company details. */
async function holdsContent(payload: Payload): Promise<boolean> {
  const collections = payload.config.collections
    .map((collection) => collection.slug as CollectionSlug)
    .filter((slug) => !slug.startsWith('payload-'))
  for (const collection of collections) {
    if ((await payload.count({ collection })).totalDocs > 0) return true
  }
  const company = await payload.findGlobal({ slug: 'company', depth: 0 })
  return Boolean(company.name)
}

const writeDemoRecord = (payload: Payload, state: DemoRecord['state']) =>
  payload.kv.set(demoRecordKey, { state, at: new Date().toISOString() } satisfies DemoRecord)

/** Loads the demo on purpose (`npm run seed`): creates whatever of it is missing, overwrites nothing. */
export async function loadDemo(payload: Payload, { pictureScale = 1 } = {}): Promise<void> {
  await writeDemoRecord(payload, 'loading')
  await seed(payload, { pictureScale })
  await writeDemoRecord(payload, 'loaded')
}

const decisionLog: Record<DemoDecision, string> = {
  load: 'An empty database: loading the demo content, its pictures drawn here (a few minutes on a first start).',
  resume: 'The first load of the demo content was interrupted: loading what is missing.',
  'loaded-before': 'The demo content was loaded before: nothing to load (npm run seed loads it again).',
  'existing-content': 'The database holds content: recorded as loaded, no demo content added.',
}

/**
 * The content step of every start (scripts/prepare-db.ts): loads the demo content exactly once, on
 * an empty database, so what an editor deletes stays deleted; `demo` loads it whatever the record
 * says. Then creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD when no user exists.
 */
export async function prepareContent(payload: Payload, { demo = false, pictureScale = 1 } = {}): Promise<void> {
  if (demo) {
    payload.logger.info('Loading the demo content (what is missing of it).')
    await loadDemo(payload, { pictureScale })
  } else {
    const decision = await demoDecision(payload)
    payload.logger.info(decisionLog[decision])
    if (decision === 'load' || decision === 'resume') await loadDemo(payload, { pictureScale })
    if (decision === 'existing-content') await writeDemoRecord(payload, 'loaded')
  }
  await seedAdmin(payload)
}
