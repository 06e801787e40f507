import { wordsPattern } from './query'

/** A sentence ends at these marks, maybe followed by a closing quote or bracket. */
const sentenceEnd = /[.!?…]["'”’)\]]*(?=\s|$)/g

type Found = { at: number; word: number }

/** Where each word is found (at the start of a word of the text), in the order of the text. */
function placesOf(text: string, words: readonly string[]): Found[] {
  return words
    .flatMap((word, index) => [...text.matchAll(wordsPattern([word]))].map((match) => ({ at: match.index, word: index })))
    .sort((a, b) => a.at - b.at)
}

/** The first place from which `span` characters show the most different words (a window sliding over the places). */
function bestPlace(places: Found[], span: number): number {
  const inWindow = new Map<number, number>()
  let best = { at: places[0]!.at, words: 0 }
  let next = 0
  for (const place of places) {
    for (; next < places.length && places[next]!.at - place.at <= span; next++) {
      inWindow.set(places[next]!.word, (inWindow.get(places[next]!.word) ?? 0) + 1)
    }
    if (inWindow.size > best.words) best = { at: place.at, words: inWindow.size }
    const left = inWindow.get(place.word)! - 1
    if (left === 0) inWindow.delete(place.word)
    else inWindow.set(place.word, left)
  }
  return best.at
}

/** Where sentences start between `from` and `to`: at the start of the text, or after a sentence's end. */
function sentenceStarts(text: string, from: number, to: number): number[] {
  const starts = from <= 0 ? [0] : []
  const pattern = /[.!?…]["'”’)\]]*\s+(?=\S)/g
  pattern.lastIndex = Math.max(0, from - 8)
  for (let match = pattern.exec(text); match && match.index < to; match = pattern.exec(text)) {
    const start = match.index + match[0].length
    if (start >= from && start <= to) starts.push(start)
  }
  return starts
}

/** The start of the word at `at`. */
const wordStart = (text: string, at: number) => (at <= 0 ? 0 : text.lastIndexOf(' ', at) + 1)

/** Where an excerpt starting at `start` ends: at a sentence end past most of `length`, else at a word end. */
function excerptEnd(text: string, start: number, length: number): number {
  if (start + length >= text.length) return text.length
  let end: number | undefined
  for (const match of text.slice(start + Math.round(length * 0.6), start + length).matchAll(sentenceEnd)) {
    end = start + Math.round(length * 0.6) + match.index + match[0].length
  }
  if (end !== undefined) return end
  const space = text.indexOf(' ', start + length)
  return space === -1 ? text.length : space
}

/**
 * About `2 × radius` characters of `text` showing the words searched for: from the start of the
 * text, or of the sentence where most of them are found, or `radius` characters before that place,
 * to a sentence or word end; near the end of the text it starts earlier.
 * A text without the words shows its beginning. '…' marks text left out.
 */
export function excerptOf(text: string, words: readonly string[], radius = 110): string {
  const length = radius * 2
  const places = placesOf(text, words)
  const at = places.length > 0 ? bestPlace(places, radius) : 0
  let start = at <= radius ? 0 : (sentenceStarts(text, at - radius, at).at(-1) ?? wordStart(text, at - radius))
  const end = excerptEnd(text, start, length)
  // Near the end of the text, the excerpt reaches back to keep its length.
  const room = length - (end - start)
  if (start > 0 && room > radius / 2) start = sentenceStarts(text, start - room, start)[0] ?? wordStart(text, start - room)
  const excerpt = text.slice(start, end).trim()
  const cutAtEnd = end < text.length && !/[.!?…]["'”’)\]]*$/.test(excerpt)
  return `${start > 0 ? '…' : ''}${excerpt}${cutAtEnd ? '…' : ''}`
}

/** A piece of text, marked when it is one of the words searched for. */
export type Highlighted = { text: string; marked: boolean }

/** `text` cut into pieces, the words searched for (whole words starting with them) marked. */
export function highlight(text: string, words: readonly string[]): Highlighted[] {
  if (words.length === 0) return [{ text, marked: false }]
  const pieces: Highlighted[] = []
  let last = 0
  for (const match of text.matchAll(wordsPattern(words))) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index), marked: false })
    pieces.push({ text: match[0], marked: true })
    last = match.index + match[0].length
  }
  if (last < text.length) pieces.push({ text: text.slice(last), marked: false })
  return pieces
}
