import { expect, it } from 'vitest'

import { placeholderNames } from '@/features/legal/legalText'
import { demoCompany } from '../company'
import { privacyCopy } from './privacy'
import { termsCopy } from './terms'

const placeholders = (copy: object) => [...JSON.stringify(copy).matchAll(/\{(\w+)\}/g)].map((match) => match[1])
const textOf = (copy: object) => JSON.stringify(copy).toLowerCase()

it.each([
  ['terms', termsCopy],
  ['privacy policy', privacyCopy],
])('the %s name the company only through the placeholders the page fills', (_name, copy) => {
  expect(placeholders(copy).every((name) => (placeholderNames as readonly string[]).includes(name!))).toBe(true)
  for (const detail of [demoCompany.name, demoCompany.email, demoCompany.phone]) expect(JSON.stringify(copy)).not.toContain(detail)
})

it('writes all 24 sections of the terms in full, with the terms SPEC §2.8 carries', () => {
  expect(termsCopy.sections).toHaveLength(24)
  for (const section of termsCopy.sections) {
    expect([...section.paragraphs, ...(section.bullets ?? [])].join(' ').split(/\s+/).length).toBeGreaterThanOrEqual(30)
  }
  const text = textOf(termsCopy)
  for (const term of ['18', '2 hours', 'dubai', 'brussels', '{jurisdiction}', 'ip address', 'electronic']) expect(text).toContain(term)
})

it('covers every topic SPEC §2.8 lists for the privacy policy', () => {
  const text = textOf(privacyCopy)
  for (const topic of ['cookie', 'log data', 'unsubscrib', 'secur', 'changes', 'without your consent', '{address}', '{email}', '{phone}']) {
    expect(text).toContain(topic)
  }
})
