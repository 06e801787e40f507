import { expect, it } from 'vitest'

import { richTextFromSections } from '@/content/lexical'
import type { Post } from '@/payload-types'
import { postHtml, sanitisePostHtml } from './postHtml'

it('renders headings, paragraphs, lists and links of a post', () => {
  const html = postHtml(
    richTextFromSections(
      [{ heading: 'Plan first', paragraphs: ['Measure twice.'], bullets: ['Survey', 'Drawings'], link: { label: 'Our kitchens', href: '/kitchen-renovation-companies-in-dubai' } }],
      ['An opening line.'],
    ) as Post['description'],
  )
  expect(html).toBe(
    '<p>An opening line.</p><h2>Plan first</h2><p>Measure twice.</p><ul><li>Survey</li><li>Drawings</li></ul>' +
      '<p><a href="/kitchen-renovation-companies-in-dubai">Our kitchens</a></p>',
  )
})

it('removes script, style, iframe, event handlers and script URLs from pasted HTML', () => {
  const pasted =
    '<p onclick="steal()" style="color:red">Hello<script>alert(1)</script></p><style>p{display:none}</style>' +
    '<iframe src="https://evil.example"></iframe><img src="/a.webp" alt="A room" onerror="alert(1)">' +
    '<a href="javascript:alert(1)">Click</a><a href="https://example.com" target="_blank">Out</a>'
  expect(sanitisePostHtml(pasted)).toBe(
    '<p>Hello</p><img src="/a.webp" alt="A room" /><a>Click</a>' +
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Out</a>',
  )
})
