import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'

import { Dialog } from '@/components/Dialog'
import { withLanguage } from '@/features/site/pageContext'
import type { Company } from '@/payload-types'
import { DrawerActions } from './DrawerActions'

const company = { name: 'Atelier Noor', phone: '+971 4 000 0000' } as Partial<Company> as Company

it('offers the quote and a call in English on an English page', () => {
  const html = renderToStaticMarkup(<DrawerActions company={company} />)
  expect(html).toContain('Get a free Quote')
  expect(html).toContain('Call us')
})

it('offers them in Arabic on an Arabic page, and its dialogs close in Arabic', () => {
  const html = withLanguage('ar', () =>
    renderToStaticMarkup(
      <>
        <DrawerActions company={company} />
        <Dialog id="get_quote" title="اطلب عرض سعر مجاني">
          <p />
        </Dialog>
      </>,
    ),
  )
  expect(html).toContain('اطلب عرض سعر مجاني')
  expect(html).toContain('اتصل بنا')
  expect(html).toContain('aria-label="إغلاق"')
  expect(html).not.toMatch(/Get a free Quote|Call us|Close/)
})
