import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { withLanguage } from '@/features/site/pageContext'
import { ErrorMessage } from './ErrorMessage'

describe('the error page', () => {
  it("shows SPEC's fallback text as its heading and a way home", () => {
    const html = renderToStaticMarkup(<ErrorMessage onRetry={() => {}} />)
    expect(html).toContain('<h1 class="font-display text-4xl">Unexpected Application Error!</h1>')
    expect(html).toContain('href="/"')
    expect(html).toContain('Try again')
  })
})

describe('the error page on an Arabic page', () => {
  it('apologises in Arabic and goes home to the Arabic home page', () => {
    const html = withLanguage('ar', () => renderToStaticMarkup(<ErrorMessage onRetry={() => {}} />))
    expect(html).toContain('حدث خطأ غير متوقع!')
    expect(html).toContain('حاول مرة أخرى')
    expect(html).toContain('href="/ar"')
  })
})
