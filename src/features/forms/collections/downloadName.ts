import config from '@payload-config'
import contentDisposition from 'content-disposition'
import { getPayload, type CollectionSlug } from 'payload'

import { type FormDefinition, forms } from '../definitions'

type RestHandler = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>

const formsWithFile = Object.values(forms as Record<string, FormDefinition>).filter((form) => form.file)

/** 'Layla Haddad - CV.pdf': what a visitor typed, without anything a file name or a header must not hold. */
export function downloadName(owner: unknown, downloadAs: string, extension: string): string {
  const name =
    String(owner ?? '')
      .normalize('NFC')
      .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '') // control and direction characters, line breaks
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.]+|[\s.]+$/g, '')
      .slice(0, 80)
      .trim() || 'Applicant'
  return `${name} - ${downloadAs}.${extension}`
}

/** The file an application's form sent, by its stored name, with the name its download goes by. */
async function downloadNameOf(filename: string): Promise<string | null> {
  const payload = await getPayload({ config })
  const file = (await payload.find({ collection: 'lead-files', where: { filename: { equals: filename } }, limit: 1, depth: 0, pagination: false })).docs[0]
  if (!file) return null
  const extension = filename.split('.').pop()!.toLowerCase()
  for (const { collection, file: rule } of formsWithFile) {
    const lead = (
      await payload.find({ collection: collection as CollectionSlug, where: { [rule!.field]: { equals: file.id } }, limit: 1, depth: 0, pagination: false })
    ).docs[0] as Record<string, unknown> | undefined
    if (lead) return downloadName(lead[rule!.namedBy], rule!.downloadAs, extension)
  }
  return null
}

/**
 * A CV or company profile, once its reader's access let it through, downloads as
 * '<applicant> - CV.pdf' (its stored name is generated), in a Content-Disposition that holds nothing
 * the visitor typed unescaped.
 */
export function namedDownloads(handler: RestHandler): RestHandler {
  return async (request, args) => {
    const response = await handler(request, args)
    const slug = (await args.params).slug
    if (!response.ok || slug?.length !== 3 || slug[0] !== 'lead-files' || slug[1] !== 'file') return response
    const name = await downloadNameOf(slug[2]!)
    if (!name) return response
    const headers = new Headers(response.headers)
    headers.set('Content-Disposition', contentDisposition(name))
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
