import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { notFoundMetadata, NotFoundPage } from './NotFoundPage'
import { withLanguage } from './pageContext'

describe('the not-found page', () => {
  it('says so in English on an English page', () => {
    const html = renderToStaticMarkup(<NotFoundPage />)
    expect(html).toContain('This page could not be found')
    expect(html).toContain('action="/search"')
    expect(notFoundMetadata()).toMatchObject({ title: 'Page not found' })
  })

  it('says so in Arabic on an Arabic page, searching and going home in Arabic', () => {
    const html = withLanguage('ar', () => renderToStaticMarkup(<NotFoundPage />))
    expect(html).toContain('<h1 class="mt-4 font-display text-4xl">تعذّر العثور على هذه الصفحة</h1>')
    expect(html).toContain('action="/ar/search"')
    expect(html).toContain('placeholder="ابحث في الخدمات والمشاريع والمقالات"')
    expect(html).toMatch(/href="\/ar"[^>]*>العودة إلى الصفحة الرئيسية/)
    expect(withLanguage('ar', () => notFoundMetadata())).toMatchObject({ title: 'الصفحة غير موجودة' })
    expect(notFoundMetadata('ar').description).toMatch(/^الصفحة التي تبحث عنها/)
  })
})
