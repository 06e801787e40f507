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

it('says what the site notes of each visit and why: the source of an enquiry, page-view counts, and tags loaded only with consent', () => {
  const sectionText = (heading: string) => textOf(privacyCopy.sections.find((section) => section.heading === heading)!)
  const enquiry = sectionText('Where your enquiry came from')
  for (const detail of ['page you arrived on', 'campaign', 'session storage, not in a cookie', 'with your enquiry']) expect(enquiry).toContain(detail)
  const views = sectionText('Counting page views')
  for (const detail of ['sets no cookie', 'no ip address', 'how long we keep your information']) expect(views).toContain(detail)
  const tools = sectionText('Analytics and advertising tools')
  for (const detail of ['google tag manager', 'google analytics', 'meta pixel', 'with your consent', 'cookie settings']) expect(tools).toContain(detail)
  expect(sectionText('How long we keep your information')).toContain('page-view counts')
})
