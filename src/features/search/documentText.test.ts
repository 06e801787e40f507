import { expect, it } from 'vitest'

import { richTextFromSections } from '@/content/lexical'
import { documentText } from './documentText'

it('reads the words of headings, rich text, questions and lists, in order', () => {
  const page = {
    id: 7,
    slug: 'office-fit-out',
    title: 'Office fit-out',
    layout: [
      { blockType: 'banner', heading: 'Offices that work', image: 12, showBreadcrumb: true },
      { blockType: 'richText', content: richTextFromSections([{ heading: 'Acoustics', paragraphs: ['Quiet rooms matter.'], bullets: ['Felt panels'] }]) },
      { blockType: 'faq', items: [{ id: 'a1', question: 'How long?', answer: 'About 45 days.' }] },
    ],
  }
  expect(documentText(page)).toBe('Office fit-out Offices that work Acoustics Quiet rooms matter. Felt panels How long? About 45 days.')
})

it('leaves out addresses, ids, settings and the SEO texts', () => {
  const text = documentText({
    slug: 'wall-cladding',
    url: 'secret-url',
    blockType: 'cards',
    style: 'grid',
    link: { href: '/painting-services', label: 'Painting' },
    meta: { title: 'Meta words', description: 'Meta description' },
  })
  expect(text).toBe('Painting')
})
