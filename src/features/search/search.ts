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
 * The most records a search reads and ranks: ten pages of results. A query that more records hold
 * (a common word on a large site) ranks the likeliest of them, those holding all its words and
 * those with one in their title first; the count of results stays that of every record holding one.
 */
export const maxRankedResults = 300

const searchFields = { title: true, path: true, kind: true, text: true, priority: true } as const

/**
 * Page `page` of the pages, case studies and published posts holding any word of the query in their
 * title or text, most relevant first (ranking.ts). At most `maxRanked` records are read and
 * ranked here, which gives both databases one order; a query held by more reads them by tiers (all
 * the words and one in the title, all the words, one in the title, any), so that the cost of a search
 * does not grow with the site. The records are read in the page's language: in Arabic, only
 * documents written in Arabic hold its words.
 */
export async function searchSite(query: string, page = 1, maxRanked = maxRankedResults): Promise<SearchPage> {
  const words = queryWords(query)
  if (words.length === 0) return { words, results: [], total: 0, page, pageCount: 1 }
  const payload = await payloadClient()
  const locale = pageLanguage()
  const inTitle: Where = { or: words.map((word): Where => ({ title: { like: word } })) }
  const anyWord: Where = { or: words.flatMap((word): Where[] => [{ title: { like: word } }, { text: { like: word } }]) }
  const first = await payload.find({ collection: 'search', where: anyWord, limit: maxRanked, depth: 0, locale, select: searchFields })
  let docs = first.docs
  if (first.totalDocs > maxRanked) {
    const allWords: Where = { and: words.map((word): Where => ({ or: [{ title: { like: word } }, { text: { like: word } }] })) }
    const tiers: Where[] = words.length > 1 ? [{ and: [allWords, inTitle] }, allWords, inTitle, anyWord] : [inTitle, anyWord]
    docs = []
    for (const tier of tiers) {
      const read = docs.map((doc) => doc.id)
      const { docs: found } = await payload.find({
        collection: 'search',
        where: read.length ? { and: [tier, { id: { not_in: read } }] } : tier,
        limit: maxRanked - docs.length,
        pagination: false,
        sort: ['-priority', 'id'],
        depth: 0,
        locale,
        select: searchFields,
      })
      docs = [...docs, ...found]
      if (docs.length >= maxRanked) break
    }
  }
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
    // Past the records ranked, the count is the database's: every record holding a word within a word too.
    total: first.totalDocs > maxRanked ? first.totalDocs : ranked.length,
    page,
    pageCount: pageCount(ranked.length, resultsPerPage),
  }
}
