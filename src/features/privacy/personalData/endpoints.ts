import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

import { allows } from '@/cms/access'
import { signedInOnly } from '@/cms/rest/signedInEndpoint'
import { recordAudit } from '@/features/audit/record'
import { personalDataArchive } from './archive'
import { eraseHeld } from './erase'
import { findHeld } from './find'
import { auditedPerson, personOf } from './person'

/** Owners only: 401 signed out, 403 for every other role. */
const ownersOnly = (handler: PayloadHandler) => signedInOnly(handler, (req: PayloadRequest) => allows(req.user, 'privacy', 'manage'))

const counted = (held: Awaited<ReturnType<typeof findHeld>>) =>
  held.reduce<Record<string, number>>((counts, record) => ({ ...counts, [record.collection]: (counts[record.collection] ?? 0) + 1 }), {})

/**
 * Find a person (issue 38 §4), for owners: what the site holds about an email address or phone
 * number, across every lead kind and the newsletter; the same as one zip; and its erasure.
 * Export and erasure are audited, naming the person by a keyed hash only.
 */
export const personalDataEndpoints: Endpoint[] = [
  {
    path: '/personal-data',
    method: 'get',
    handler: ownersOnly(async (req) => {
      const person = personOf(req.searchParams)
      return Response.json({ person, records: await findHeld(req, person) }, { headers: { 'cache-control': 'no-store' } })
    }),
  },
  {
    path: '/personal-data/export',
    method: 'get',
    handler: ownersOnly(async (req) => {
      const person = personOf(req.searchParams)
      const held = await findHeld(req, person)
      const archive = await personalDataArchive(held)
      await recordAudit(req, { action: 'personal-data.exported', details: { person: auditedPerson(person), records: counted(held), files: held.flatMap((record) => record.files).length } })
      return new Response(archive as BodyInit, {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="personal-data-${new Date().toISOString().slice(0, 10)}.zip"`,
          'cache-control': 'no-store',
        },
      })
    }),
  },
  {
    path: '/personal-data/erase',
    method: 'post',
    handler: ownersOnly(async (req) => {
      const person = personOf(((await req.json?.().catch(() => null)) ?? {}) as Record<string, unknown>)
      const result = await eraseHeld(req, await findHeld(req, person))
      await recordAudit(req, { action: 'personal-data.erased', details: { person: auditedPerson(person), ...result } })
      return Response.json(result)
    }),
  },
]
