import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ErrorMessage } from './ErrorMessage'

describe('the error page', () => {
  it("shows SPEC's fallback text as its heading and a way home", () => {
    const html = renderToStaticMarkup(<ErrorMessage onRetry={() => {}} />)
    expect(html).toContain('<h1 class="font-display text-4xl">Unexpected Application Error!</h1>')
    expect(html).toContain('href="/"')
    expect(html).toContain('Try again')
  })
})
