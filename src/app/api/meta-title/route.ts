import { metaTitleRecords } from '@/features/seo/records'
import { listPublicDocuments } from '@/features/site/publicDocuments'
import { cachedJson } from '@/lib/cachedJson'

/** SPEC §7: GET /api/meta-title, the meta title of every page, case study and post. */
export async function GET(request: Request) {
  return cachedJson(request, metaTitleRecords(await listPublicDocuments()))
}
