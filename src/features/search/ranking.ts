import { wordsPattern } from './query'

/** What ranking reads of a search record; `priority` is its source's (pages 30, case studies 20, articles 10). */
export type Rankable = { title: string; text: string; priority: number; path: string }

/** How well a record answers a query: the words it holds, those in its title, and how often they occur. */
export type Relevance = { wordsFound: number; wordsInTitle: number; occurrences: number }

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0

export function relevanceOf(record: Pick<Rankable, 'title' | 'text'>, words: string[]): Relevance {
  let wordsFound = 0
  let wordsInTitle = 0
  let occurrences = 0
  for (const word of words) {
    const pattern = wordsPattern([word])
    const inTitle = count(record.title, pattern)
    const inText = count(record.text, pattern)
    if (inTitle + inText > 0) wordsFound++
    if (inTitle > 0) wordsInTitle++
    occurrences += inTitle + inText
  }
  return { wordsFound, wordsInTitle, occurrences }
}

const titles = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/**
 * Records holding all the words before those holding some, then those with more of them in their
 * title, then more occurrences; equals by source (pages, case studies, articles), then title and address.
 */
function byRelevance(a: Rankable & Relevance, b: Rankable & Relevance): number {
  return (
    b.wordsFound - a.wordsFound ||
    b.wordsInTitle - a.wordsInTitle ||
    b.occurrences - a.occurrences ||
    b.priority - a.priority ||
    titles.compare(a.title, b.title) ||
    (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)
  )
}

/** The records holding at least one of the words (at the start of a word), most relevant first. */
export function rankByRelevance<T extends Rankable>(records: readonly T[], words: string[]): T[] {
  return records
    .map((record) => ({ record, ranked: { ...record, ...relevanceOf(record, words) } }))
    .filter(({ ranked }) => ranked.wordsFound > 0)
    .sort((a, b) => byRelevance(a.ranked, b.ranked))
    .map(({ record }) => record)
}
