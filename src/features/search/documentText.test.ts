import { expect, it } from 'vitest'

import { richTextFromSections } from '@/content/lexical'
import { documentText } from './documentText'

it('reads the words of headings, rich text, questions and lists, in order, each piece ended as a sentence', () => {
  const page = {
    id: 7,
    slug: 'office-fit-out',
    title: 'Office fit-out',
    layout: [
      { blockType: 'banner', heading: 'Offices that work', image: 12, showBreadcrumb: true },
      { blockType: 'richText', content: richTextFromSections([{ heading: 'Acoustics', paragraphs: ['Quiet rooms matter.'], bullets: ['Felt panels', 'Carpet tiles'] }]) },
      { blockType: 'faq', items: [{ id: 'a1', question: 'How long?', answer: 'About 45 days.' }] },
    ],
  }
  expect(documentText(page)).toBe('Offices that work. Acoustics. Quiet rooms matter. Felt panels. Carpet tiles. How long? About 45 days.')
})

it('leaves out the title and a heading that repeats it', () => {
  const page = {
    title: 'Kitchen Renovation in Dubai',
    breadcrumb: 'Kitchen Renovation',
    layout: [{ blockType: 'banner', heading: 'Kitchen renovation in Dubai ', tagline: 'Kitchens built to measure' }],
  }
  expect(documentText(page)).toBe('Kitchens built to measure.')
})

it('keeps the items of a list apart, and the words of one paragraph together', () => {
  const paragraph = {
    type: 'paragraph',
    children: [
      { type: 'text', text: 'We use ' },
      { type: 'text', text: 'oak', format: 1 },
      { type: 'text', text: ' for floors, see ' },
      { type: 'link', children: [{ type: 'text', text: 'our joinery' }], fields: { url: '/joinery-solutions' } },
    ],
  }
  const project = {
    title: 'Greens apartment',
    location: 'The Greens, Dubai',
    services: ['Kitchen renovation', 'Custom cabinetry'],
    description: { root: { type: 'root', children: [paragraph] } },
    facts: { completionTime: '45 days', materials: ['Quartz', 'Oak veneer'] },
  }
  expect(documentText(project)).toBe(
    'The Greens, Dubai. Kitchen renovation. Custom cabinetry. We use oak for floors, see our joinery. Quartz. Oak veneer.',
  )
})

it('leaves out addresses, ids, settings, the SEO texts and the documents a relationship brings along', () => {
  const text = documentText({
    slug: 'wall-cladding',
    url: 'secret-url',
    blockType: 'cards',
    style: 'grid',
    link: { href: '/painting-services', label: 'Painting' },
    meta: { title: 'Meta words', description: 'Meta description' },
    video: { id: 3, title: 'Video title', createdAt: '2025-01-01', updatedAt: '2025-01-01' },
  })
  expect(text).toBe('Painting.')
})
