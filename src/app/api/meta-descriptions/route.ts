import { metaDescriptionRecords } from '@/features/seo/records'
import { listPublicDocuments } from '@/features/site/publicDocuments'
import { cachedJson } from '@/lib/cachedJson'

/** SPEC §7: GET /api/meta-descriptions, the meta description of every page, case study and post. */
export async function GET(request: Request) {
  return cachedJson(request, metaDescriptionRecords(await listPublicDocuments()))
}
