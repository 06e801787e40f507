import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { withLanguage } from '@/features/site/pageContext'
import { Pagination } from './Pagination'

const pathOf = (page: number) => `/blog/page/${page}`

describe('the pagination', () => {
  it('names itself and its steps in English on an English page', () => {
    const html = renderToStaticMarkup(<Pagination current={1} total={3} pathOf={pathOf} />)
    expect(html).toContain('aria-label="Pagination"')
    expect(html).toMatch(/aria-disabled="true"[^>]*>.*Previous<\/span>/)
    expect(html).toMatch(/href="\/blog\/page\/2"[^>]*>Next/)
  })

  it('names them in Arabic on an Arabic page, its links staying in Arabic and its chevrons mirrored', () => {
    const html = withLanguage('ar', () => renderToStaticMarkup(<Pagination current={1} total={3} pathOf={pathOf} />))
    expect(html).toContain('aria-label="التنقل بين الصفحات"')
    expect(html).toMatch(/aria-disabled="true"[^>]*>.*السابق<\/span>/)
    expect(html).toMatch(/href="\/ar\/blog\/page\/2"[^>]*>التالي/)
    expect(html).toContain('class="icon-points size-4"')
    expect(html).not.toMatch(/Previous|Next/)
  })
})
