import type { Where } from 'payload'

import { payloadClient } from '@/features/site/payload'

export type SearchResult = { title: string; path: string; kind: string; excerpt: string }

/** The longest query read, in characters and in words. */
export const maxQueryLength = 100
const maxWords = 8
const maxResults = 30

/** The words of a query, lowercased, without duplicates. */
export const queryWords = (query: string): string[] =>
  [...new Set(query.toLowerCase().slice(0, maxQueryLength).split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean))].slice(0, maxWords)

/** About `radius` characters of `text` on each side of the first word found, cut at word ends. */
export function excerptOf(text: string, words: string[], radius = 110): string {
  const lower = text.toLowerCase()
  const at = Math.max(0, Math.min(...words.map((word) => lower.indexOf(word)).filter((index) => index >= 0)))
  const start = at > radius ? text.lastIndexOf(' ', at - radius) + 1 : 0
  const endSpace = text.indexOf(' ', at + radius)
  const end = endSpace === -1 ? text.length : endSpace
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`
}

/** Pages, case studies and published posts holding every word of the query, in their title or text. */
export async function searchSite(query: string): Promise<SearchResult[]> {
  const words = queryWords(query)
  if (words.length === 0) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'search',
    where: { and: words.map((word): Where => ({ or: [{ title: { like: word } }, { text: { like: word } }] })) },
    sort: ['-priority', 'title'],
    limit: maxResults,
    depth: 0,
    select: { title: true, path: true, kind: true, text: true },
  })
  return docs.map((doc) => ({
    title: doc.title ?? '',
    path: doc.path ?? '/',
    kind: doc.kind ?? '',
    excerpt: excerptOf(doc.text ?? '', words),
  }))
}
