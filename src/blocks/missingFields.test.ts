import { describe, expect, it } from 'vitest'

import { missingFieldsOf } from './missingFields'

describe('what a section still needs', () => {
  it('names the required fields a half-filled section leaves empty, by their labels', () => {
    expect(missingFieldsOf({ blockType: 'leadForm' })).toEqual({ section: 'Form', missing: ['Heading', 'Form'] })
    expect(missingFieldsOf({ blockType: 'leadForm', heading: 'Tell us about your villa' } as never).missing).toEqual(['Form'])
    expect(missingFieldsOf({ blockType: 'leadForm', heading: 'Tell us about your villa', form: 'quote' } as never).missing).toEqual([])
  })

  it('looks into each row of a list', () => {
    expect(missingFieldsOf({ blockType: 'faq', heading: 'Questions', items: [] } as never).missing).toEqual(['Questions'])
    expect(missingFieldsOf({ blockType: 'faq', heading: 'Questions', items: [{ question: 'How long does a fit-out take?' }] } as never).missing).toEqual(['Answer'])
  })
})
