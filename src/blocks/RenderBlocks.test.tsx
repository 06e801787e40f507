import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

const preview = vi.hoisted(() => ({ on: false }))
vi.mock('@/features/site/preview', async (original) => ({ ...(await original<object>()), inPreview: () => preview.on }))

const { RenderBlocks } = await import('./RenderBlocks')

// A Form section added, its form not chosen yet: what a draft may hold.
const halfFilled = [{ blockType: 'leadForm', heading: 'Tell us about your villa' }] as never

describe('a section that still lacks what it needs', () => {
  it('is not shown on the page visitors see', () => {
    preview.on = false
    expect(renderToStaticMarkup(<RenderBlocks blocks={halfFilled} trail={[]} />)).toBe('')
  })

  it('shows in an editor’s preview as a placeholder naming what is missing', () => {
    preview.on = true
    const html = renderToStaticMarkup(<RenderBlocks blocks={halfFilled} trail={[]} />)
    expect(html).toContain('data-incomplete-section="Form"')
    expect(html).toContain('fill in Form to show this section')
  })
})
