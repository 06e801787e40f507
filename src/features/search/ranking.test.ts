import { expect, it } from 'vitest'

import { rankByRelevance, relevanceOf } from './ranking'

const page = 30
const caseStudy = 20
const article = 10
const record = (title: string, text: string, priority = article, path = `/${title.toLowerCase().replace(/\W+/g, '-')}`) => ({
  title,
  text,
  priority,
  path,
})
const titlesOf = (records: { title: string }[]) => records.map((found) => found.title)

it('counts the words found, those in the title, and their occurrences, at word starts', () => {
  expect(relevanceOf({ title: 'Kitchen layouts', text: 'Kitchens, kitchens. A stockkitchen. Marble.' }, ['kitchen', 'marble', 'oak'])).toEqual({
    wordsFound: 2,
    wordsInTitle: 1,
    occurrences: 4,
  })
})

it('puts the records whose title holds the word before those whose text only mentions it', () => {
  const ranked = rankByRelevance(
    [
      record('Villa renovation', 'The kitchen, the kitchen, the kitchen and the kitchen again.', page),
      record('Kitchen worktops compared', 'Quartz and porcelain.'),
      record('Kitchen renovation in Dubai', 'Kitchens built to measure. A kitchen planned around you.', page),
      record('Kitchen layouts', 'A kitchen for family life.'),
    ],
    ['kitchen'],
  )
  expect(titlesOf(ranked)).toEqual(['Kitchen renovation in Dubai', 'Kitchen layouts', 'Kitchen worktops compared', 'Villa renovation'])
})

it('finds records holding only some of the words, after those holding all of them', () => {
  const ranked = rankByRelevance(
    [
      record('Marble at home', 'Marble floors and marble baths.'),
      record('Kitchen worktops', 'Marble or quartz on the counter.'),
      record('Painting', 'Colours for the coast.'),
      record('Quiet rooms', 'A marble kitchen echoes.'),
    ],
    ['kitchen', 'marble'],
  )
  expect(titlesOf(ranked)).toEqual(['Kitchen worktops', 'Quiet rooms', 'Marble at home'])
})

it('orders equally relevant records by source, pages first, then by title', () => {
  const ranked = rankByRelevance(
    [
      record('Oak floors', 'Oak.', article),
      record('Villa in oak', 'Oak.', caseStudy),
      record('Flooring', 'Oak.', page),
      record('Ash and oak', 'Oak.', article),
    ],
    ['oak'],
  )
  expect(titlesOf(ranked)).toEqual(['Villa in oak', 'Ash and oak', 'Oak floors', 'Flooring'])
})

it('keeps one order whatever order the records come in', () => {
  const records = [record('B', 'tile'), record('Tiles', 'tile', article, '/tiles-2'), record('C', 'tile tile'), record('tiles', 'tile', article, '/tiles-1')]
  const once = rankByRelevance(records, ['tile'])
  expect(rankByRelevance([...records].reverse(), ['tile'])).toEqual(once)
  expect(once.map((found) => found.path)).toEqual(['/tiles-1', '/tiles-2', '/c', '/b'])
})

it('leaves out records that hold a word only inside other words', () => {
  expect(rankByRelevance([record('Art', 'A start.'), record('Smart homes', 'Wiring.')], ['art']).map((found) => found.title)).toEqual(['Art'])
})
