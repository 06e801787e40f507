'use client'
import { useRowLabel } from '@payloadcms/ui'

import { companyTimeZone } from '@/lib/dates'

// In the company's time zone, so that the server's render and the browser's agree (the sales team works in Dubai).
const when = new Intl.DateTimeFormat('en-GB', { timeZone: companyTimeZone, dateStyle: 'medium', timeStyle: 'short' })

/** A note's row reads as its time and first words: '24 Nov 2026, 10:15 · Called, she wants a visit on…'. */
export function NoteRowLabel() {
  const { data } = useRowLabel<{ text?: string; writtenAt?: string }>()
  const words = data?.text?.trim() ?? ''
  const start = words.length > 60 ? `${words.slice(0, 60).trimEnd()}…` : words
  const time = data?.writtenAt ? when.format(new Date(data.writtenAt)) : 'New note'
  return <span>{start ? `${time} · ${start}` : time}</span>
}
