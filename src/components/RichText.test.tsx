import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RichText } from './RichText'

const text = (words: string) => ({ type: 'text', text: words, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const list = (listType: 'bullet' | 'number', items: string[]) => ({
  type: 'list',
  listType,
  tag: listType === 'number' ? 'ol' : 'ul',
  start: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  children: items.map((item, index) => ({ type: 'listitem', value: index + 1, direction: 'ltr', format: '', indent: 0, version: 1, children: [text(item)] })),
})
const heading = { type: 'heading', tag: 'h2', direction: 'ltr', format: '', indent: 0, version: 1, children: [text('Your commitments')] }
const document = { root: { type: 'root', direction: 'ltr', format: '', indent: 0, version: 1, children: [heading, list('bullet', ['one', 'two']), list('number', ['first', 'second'])] } }

describe('rich text', () => {
  it('numbers the items of an ordered list only, as HTML allows, with no empty class', () => {
    const html = renderToStaticMarkup(<RichText data={document} />)
    expect(html).toMatch(/<ul class="list-bullet"><li>one<\/li><li>two<\/li><\/ul>/)
    expect(html).toMatch(/<ol class="list-number"[^>]*><li value="1">first<\/li><li value="2">second<\/li><\/ol>/)
  })

  it('keeps its lists so when a page renders some nodes its own way (the legal texts render their headings)', () => {
    const html = renderToStaticMarkup(<RichText data={document} converters={{ heading: () => <h2 id="section-1">Your commitments</h2> }} />)
    expect(html).toContain('<h2 id="section-1">Your commitments</h2>')
    expect(html).toMatch(/<ul class="list-bullet"><li>one<\/li><li>two<\/li><\/ul>/)
  })
})
