/** The longest query read, in characters and in words. */
export const maxQueryLength = 100
const maxWords = 8

/** Words too common to tell documents apart: left out of a query that holds other words. */
const commonWords = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'how', 'i', 'in', 'is', 'it', 'of', 'on', 'or', 'our',
  'that', 'the', 'this', 'to', 'we', 'what', 'with', 'you', 'your',
])

/** The words of a query, lowercased, once each, common words left out unless the query holds nothing else. */
export function queryWords(query: string): string[] {
  const words = [...new Set(query.toLowerCase().slice(0, maxQueryLength).split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean))]
  const telling = words.filter((word) => !commonWords.has(word))
  return (telling.length > 0 ? telling : words).slice(0, maxWords)
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Finds the words where a word of a text starts with one ('kitchen' in 'Kitchens', not in 'stockkitchen'),
 * and matches that whole word, so that a highlight covers it. Longer words are tried first.
 */
export function wordsPattern(words: readonly string[]): RegExp {
  const alternatives = [...words].sort((a, b) => b.length - a.length).map(escapeRegExp)
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})[\\p{L}\\p{N}]*`, 'giu')
}
