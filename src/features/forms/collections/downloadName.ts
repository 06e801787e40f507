import config from '@payload-config'
import contentDisposition from 'content-disposition'
import { getPayload } from 'payload'

import type { RestHandler } from '@/cms/rest/restHandler'
import { boundedLine } from '../cleanText'
import { type FormDefinition, forms } from '../definitions'

const formsWithFile = Object.values(forms as Record<string, FormDefinition>).filter((form) => form.file)

/** 'Layla Haddad - CV.pdf': what a visitor typed, without anything a file name or a header must not hold. */
export function downloadName(owner: unknown, downloadAs: string, extension: string): string {
  const name =
    boundedLine(owner, 80)
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.]+|[\s.]+$/g, '') || 'Applicant'
  return `${name} - ${downloadAs}.${extension}`
}

/** The file an application's form sent, by its stored name, with the name its download goes by. */
async function downloadNameOf(filename: string): Promise<string | null> {
  const payload = await getPayload({ config })
  const file = (await payload.find({ collection: 'lead-files', where: { filename: { equals: filename } }, limit: 1, depth: 0, pagination: false })).docs[0]
  if (!file) return null
  const extension = filename.split('.').pop()!.toLowerCase()
  // The file's area names its form: each form with a file is worked by a team of its own.
  const form = formsWithFile.find(({ workedBy }) => workedBy === file.workedBy)
  const rule = form?.file
  if (!form || !rule) return null
  const where = { [rule.field]: { equals: file.id } }
  const lead = (await payload.find({ collection: form.collection, where, limit: 1, depth: 0, pagination: false })).docs[0] as Record<string, unknown> | undefined
  return lead ? downloadName(lead[rule.namedBy], rule.downloadAs, extension) : null
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
