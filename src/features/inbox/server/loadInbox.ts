import type { Payload, PayloadRequest, Where } from 'payload'

import { sourceOf } from '@/features/attribution/params'
import { readableForms } from '@/features/forms/admin/newLeadCounts'
import { definitionOf, type FormName } from '@/features/forms/definitions'
import { notSpam } from '@/features/forms/spam/leadFields'

/** Leads on one page of the inbox. */
export const inboxPageSize = 50

export type InboxRow = {
  form: FormName
  id: number | string
  name: string
  excerpt: string
  source: string
  status: string
  assignee?: string
  createdAt: string
}

/** The fields of a form the inbox reads: who sent it, and what they said (their message, else their first choice). */
function fieldsOf(form: FormName) {
  const { fields } = definitionOf(form)
  const who = fields.find((field) => field.label === 'Name') ?? fields.find((field) => field.input === 'email')!
  const what = fields.find((field) => field.input === 'textarea') ?? fields.find((field) => field.input === 'select')
  return { who: who.name, what: what?.name }
}

/** The first words of a text, whole words, within 90 characters. */
export function firstWords(text: string, length = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= length) return flat
  const cut = flat.slice(0, length)
  return `${cut.slice(0, cut.lastIndexOf(' ') > length / 2 ? cut.lastIndexOf(' ') : length).replace(/[\s,.;:!?-]+$/, '')}…`
}

type Lead = Record<string, unknown> & { id: number | string; createdAt: string; status?: string; assignedTo?: number | string | null }

/**
 * One page of every lead `user` may read, newest first, across the forms (`form` narrows it to one):
 * `where` picks the view, `before` (a lead's createdAt) the page after the one that ended there.
 */
export async function loadInbox(payload: Payload, user: PayloadRequest['user'], { where, form, before }: { where: Where; form?: FormName; before?: string }) {
  const names = readableForms(user).filter((name) => !form || name === form)
  const pages = await Promise.all(
    names.map(async (name) => {
      const { who, what } = fieldsOf(name)
      const { docs } = await payload.find({
        collection: definitionOf(name).collection,
        where: { and: [where, notSpam, ...(before ? [{ createdAt: { less_than: before } }] : [])] },
        sort: '-createdAt',
        limit: inboxPageSize + 1,
        pagination: false,
        depth: 0,
        select: { [who]: true, ...(what ? { [what]: true } : {}), utmSource: true, referrer: true, status: true, assignedTo: true, createdAt: true },
        overrideAccess: false,
        user,
      })
      return (docs as unknown as Lead[]).map((lead) => ({ name, lead, who, what }))
    }),
  )
  const newest = pages.flat().sort((a, b) => b.lead.createdAt.localeCompare(a.lead.createdAt))
  const shown = newest.slice(0, inboxPageSize)
  const assignees = await namesOf(payload, user, shown.map(({ lead }) => lead.assignedTo))
  const rows: InboxRow[] = shown.map(({ name, lead, who, what }) => ({
    form: name,
    id: lead.id,
    name: String(lead[who] ?? ''),
    excerpt: what ? firstWords(String(lead[what] ?? '')) : '',
    source: sourceOf(lead as Parameters<typeof sourceOf>[0]) || '(direct)',
    status: lead.status ?? '',
    assignee: lead.assignedTo ? assignees.get(String(lead.assignedTo)) : undefined,
    createdAt: lead.createdAt,
  }))
  return { rows, older: newest.length > inboxPageSize ? shown.at(-1)!.lead.createdAt : undefined }
}

/** The names (else emails) of the users the leads are assigned to, by id. */
async function namesOf(payload: Payload, user: PayloadRequest['user'], ids: unknown[]) {
  const wanted = [...new Set(ids.filter((id): id is number | string => id !== null && id !== undefined))]
  if (!wanted.length) return new Map<string, string>()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: wanted } },
    select: { name: true, email: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return new Map(docs.map((user) => [String(user.id), user.name || user.email]))
}
