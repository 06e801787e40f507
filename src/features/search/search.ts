import type { Where } from 'payload'

import { pageLanguage } from '@/features/site/pageContext'
import { payloadClient } from '@/features/site/payload'
import { pageCount } from '@/lib/pagination'
import { excerptOf } from './excerpt'
import { queryWords } from './query'
import { rankByRelevance } from './ranking'

export type SearchResult = { title: string; path: string; kind: string; excerpt: string }

/** One page of results, with what the page says about the whole search. */
export type SearchPage = { words: string[]; results: SearchResult[]; total: number; page: number; pageCount: number }

export const resultsPerPage = 30

/**
 * Page `page` of the pages, case studies and published posts holding any word of the query in their
 * title or text, most relevant first (ranking.ts). Every record holding a word is read and ranked
 * here, which suits a site of a few hundred documents and gives both databases one order. The
 * records are read in the page's language: in Arabic, only documents written in Arabic hold its words.
 */
export async function searchSite(query: string, page = 1): Promise<SearchPage> {
  const words = queryWords(query)
  if (words.length === 0) return { words, results: [], total: 0, page, pageCount: 1 }
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'search',
    where: { or: words.flatMap((word): Where[] => [{ title: { like: word } }, { text: { like: word } }]) },
    pagination: false,
    depth: 0,
    locale: pageLanguage(),
    select: { title: true, path: true, kind: true, text: true, priority: true },
  })
  const records = docs.map((doc) => ({
    title: doc.title ?? '',
    path: doc.path ?? '/',
    kind: doc.kind ?? '',
    text: doc.text ?? '',
    priority: doc.priority ?? 0,
  }))
  const ranked = rankByRelevance(records, words)
  const shown = ranked.slice((page - 1) * resultsPerPage, page * resultsPerPage)
  return {
    words,
    results: shown.map(({ title, path, kind, text }) => ({ title, path, kind, excerpt: excerptOf(text, words) })),
    total: ranked.length,
    page,
    pageCount: pageCount(ranked.length, resultsPerPage),
  }
}
