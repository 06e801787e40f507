import { describe, expect, it } from 'vitest'

import { pageLanguageField, pageField } from '../protocol'
import { submissionLanguage } from './language'

const request = (referer?: string) =>
  new Request('http://localhost:3000/api/get-quote', { method: 'POST', headers: { host: 'localhost:3000', ...(referer ? { referer } : {}) } })

describe('the language of a submission', () => {
  it('is the one its form says', () => {
    expect(submissionLanguage(request('http://localhost:3000/office-fit-out'), { [pageLanguageField]: 'ar' })).toBe('ar')
    expect(submissionLanguage(request('http://localhost:3000/ar/office-fit-out'), { [pageLanguageField]: 'en' })).toBe('en')
  })

  it('else the one of the page it was sent from: the page a plain post names, or the referring page of this site', () => {
    expect(submissionLanguage(request('http://localhost:3000/ar/contact-us'))).toBe('ar')
    expect(submissionLanguage(request('http://localhost:3000/ar?utm_source=google'))).toBe('ar')
    expect(submissionLanguage(request('http://localhost:3000/api/save-contact-form'), { [pageField]: '/ar/contact-us' })).toBe('ar')
    expect(submissionLanguage(request('http://localhost:3000/contact-us'))).toBe('en')
  })

  it('is English when nothing says otherwise, or what is said is no language of the site', () => {
    expect(submissionLanguage(request())).toBe('en')
    expect(submissionLanguage(request(), { [pageLanguageField]: 'fr' })).toBe('en')
    expect(submissionLanguage(request('http://localhost:3000/ar'), { [pageLanguageField]: ['ar'] })).toBe('ar')
    expect(submissionLanguage(request('https://evil.example/ar/contact-us'))).toBe('en')
  })
})
