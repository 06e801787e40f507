import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ArrowRightIcon, ChevronDownIcon } from './interface'
import { uiSymbols } from './sprite'

describe('the UI icon sprite', () => {
  it('draws every icon once, under its own id, with the round stroke of Lucide', () => {
    const ids = uiSymbols().map((symbol) => /^<symbol id="([a-z-]+)" viewBox="0 0 24 24" fill="none" stroke="currentColor"/.exec(symbol)?.[1])
    expect(ids).not.toContain(undefined)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toContain('chevron-down')
  })

  it('leaves a page only a reference to the sprite, hidden from assistive technology', () => {
    expect(renderToStaticMarkup(<ChevronDownIcon className="size-4" />)).toBe(
      '<svg aria-hidden="true" class="size-4"><use href="/icons/ui.svg#chevron-down"></use></svg>',
    )
  })

  it('marks the icons that point, which right-to-left pages mirror, and only them', () => {
    expect(renderToStaticMarkup(<ArrowRightIcon className="size-4" />)).toContain('class="icon-points size-4"')
    expect(renderToStaticMarkup(<ChevronDownIcon />)).not.toContain('icon-points')
  })
})
