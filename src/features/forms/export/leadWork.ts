import type { FieldBeforeExportHook } from '@payloadcms/plugin-import-export/types'

import { companyDateTime } from './companyTime'

type User = { name?: string | null; email?: string | null }
type Note = { text?: string | null; author?: User | number | string | null; writtenAt?: string | null }

/** A user as a reader of the sheet knows them: their name, else their email. */
const personOf = (user: unknown) => (user && typeof user === 'object' ? (user as User).name || (user as User).email || '' : '')

/** The assignee as one cell: who they are, not their id. */
export const assigneeForExport: FieldBeforeExportHook = ({ value }) => personOf(value)

/** The notes as one cell, one line each: '2026-11-24 10:15:00 Sara Khan: Called, visit on Sunday'. */
export const notesForExport: FieldBeforeExportHook = ({ value }) =>
  (Array.isArray(value) ? (value as Note[]) : [])
    .map((note) => {
      const when = note.writtenAt ? companyDateTime(note.writtenAt) : ''
      const who = personOf(note.author)
      return `${[when, who].filter(Boolean).join(' ')}: ${note.text ?? ''}`
    })
    .join('\n')
