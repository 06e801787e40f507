import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'

import { withLanguage } from '@/features/site/pageContext'
import { SectorFilter } from './SectorFilter'

const sectors = [
  { value: 'homes', label: 'منازل' },
  { value: 'offices', label: 'مكاتب' },
]
const items = ['homes', 'homes', 'offices'].map((sector, key) => ({ key, sector, card: <p>{sector}</p> }))

it("gives each sector's button the count of its cards in words, in English or Arabic, for the browser to show", () => {
  const english = renderToStaticMarkup(<SectorFilter sectors={sectors} items={items} />)
  expect(english).toContain('aria-label="Filter by sector"')
  expect(english).toContain('data-count-text="1 project"')
  expect(english).toMatch(/data-count="true"[^>]*>3 projects</)

  const arabic = withLanguage('ar', () => renderToStaticMarkup(<SectorFilter sectors={sectors} items={items} />))
  expect(arabic).toMatch(/data-sector="all" data-count-text="3 مشاريع"[^>]*>جميع المشاريع</)
  expect(arabic).toContain('data-sector="homes" data-count-text="مشروعان"')
  expect(arabic).toContain('data-sector="offices" data-count-text="مشروع واحد"')
  expect(arabic).toContain('aria-label="تصفية المشاريع حسب القطاع"')
})
