import { parseHTML } from 'linkedom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { arabicConsentWords } from '../words/ar'
import { englishConsentWords } from '../words/en'
import { loadConsentWords } from '../words/load'
import { consentBanner } from './banner'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the cookie banner', () => {
  it('speaks Arabic on an Arabic page, and links the Arabic privacy policy', () => {
    const { document } = parseHTML('<!DOCTYPE html><html lang="ar" dir="rtl"><body></body></html>')
    vi.stubGlobal('document', document)
    consentBanner({ gtm: 'GTM-1', pixel: '1' }, arabicConsentWords, () => {})
    const banner = document.querySelector('.consent')!
    expect(banner.querySelector('h2')!.textContent).toBe('خصوصيتك بين يديك')
    expect(banner.querySelector('#consent-text')!.textContent).toContain('وسوم Google وMeta')
    expect(banner.querySelector('a')!.getAttribute('href')).toBe('/ar/privacy-policy')
    expect([...banner.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['رفض الكل', 'تخصيص', 'حفظ اختياري', 'قبول الكل'])
    expect(banner.querySelector('.consent-choice')!.textContent).toContain('التحليلات')
  })

  it('loads its words in the page’s language, English for any other', async () => {
    expect(await loadConsentWords('ar')).toBe(arabicConsentWords)
    expect(await loadConsentWords('en')).toBe(englishConsentWords)
    expect(await loadConsentWords('fr')).toBe(englishConsentWords)
  })
})
