import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ChevronDownIcon } from './interface'
import { uiSymbols } from './uiSprite'

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
})
