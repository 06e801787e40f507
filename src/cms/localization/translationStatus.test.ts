import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { localizeWords } from './localizeWords'
import { arabicStatus, trackWords } from './translationStatus'

const fields = localizeWords([
  { name: 'title', type: 'text' },
  { name: 'picture', type: 'upload', relationTo: 'media' },
  { name: 'layout', type: 'blocks', blocks: [{ slug: 'faq', fields: [{ name: 'items', type: 'array', fields: [{ name: 'question', type: 'text' }] }] }] },
] as Field[])

type Doc = Record<string, unknown>
const hook = trackWords as unknown as (args: { collection: { fields: Field[] }; data: Doc; originalDoc?: Doc; req: { locale: string } }) => Doc

/** A save in `locale`: the hook's result as stored, read back in that language as Payload reads it. */
function save(stored: { shared: Doc; en: Doc; ar: Doc }, locale: 'en' | 'ar', data: Doc) {
  const originalDoc = { ...stored.shared, ...stored[locale] }
  const result = hook({ collection: { fields }, data, originalDoc, req: { locale } })
  const { title, wordsDigest, layout, ...shared } = result
  return { shared: { ...stored.shared, ...shared, layout }, en: stored.en, ar: stored.ar, [locale]: { title, wordsDigest } } as typeof stored
}

const empty = { shared: {}, en: {}, ar: {} }

describe('the Arabic status of a document', () => {
  it('is missing until words are written in Arabic, then up to date', () => {
    const english = save(empty, 'en', { title: 'Office fit-out', picture: 1, layout: [] })
    expect(english.shared.arabic).toBe('missing')
    expect(english.shared.englishChangedAt).toEqual(expect.any(String))
    const arabic = save(english, 'ar', { title: 'تجهيز المكاتب', picture: 1, layout: [] })
    expect(arabic.shared.arabic).toBe('current')
  })

  it('turns outdated when the English words change, not when a picture does', async () => {
    const english = save(empty, 'en', { title: 'Office fit-out', picture: 1, layout: [{ blockType: 'faq', items: [{ question: 'How long?' }] }] })
    await new Promise((resolve) => setTimeout(resolve, 2))
    const arabic = save(english, 'ar', { title: 'تجهيز المكاتب', layout: [{ blockType: 'faq', items: [{ question: 'كم يستغرق؟' }] }] })
    await new Promise((resolve) => setTimeout(resolve, 2))
    const newPicture = save(arabic, 'en', { title: 'Office fit-out', picture: 2, layout: [{ blockType: 'faq', items: [{ question: 'How long?' }] }] })
    expect(newPicture.shared.arabic).toBe('current')
    const newQuestion = save(newPicture, 'en', { title: 'Office fit-out', layout: [{ blockType: 'faq', items: [{ question: 'How long does it take?' }] }] })
    expect(newQuestion.shared.arabic).toBe('outdated')
    const translated = save(newQuestion, 'ar', { layout: [{ blockType: 'faq', items: [{ question: 'كم تستغرق الأعمال؟' }] }] })
    expect(translated.shared.arabic).toBe('current')
  })

  it('is missing again once the Arabic words are all cleared', () => {
    const both = save(save(empty, 'en', { title: 'Office fit-out' }), 'ar', { title: 'تجهيز المكاتب' })
    expect(save(both, 'ar', { title: '' }).shared.arabic).toBe('missing')
  })

  it('compares the dates each language last changed', () => {
    expect(arabicStatus('2026-11-01T10:00:00.000Z', null)).toBe('missing')
    expect(arabicStatus('2026-11-01T10:00:00.000Z', '2026-11-02T10:00:00.000Z')).toBe('current')
    expect(arabicStatus('2026-11-03T10:00:00.000Z', '2026-11-02T10:00:00.000Z')).toBe('outdated')
  })
})
