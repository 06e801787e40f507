import { describe, expect, it } from 'vitest'

import { serviceSlugs } from '../demoRoutes'
import { demoCompany } from '../company'
import { pageCopy } from '../page-copy'
import { serviceFacts } from '../serviceFacts'
import { serviceCopy } from '.'

const words = (value: unknown): number =>
  typeof value === 'string' ? value.split(/\s+/).filter(Boolean).length
  : Array.isArray(value) ? value.reduce((sum: number, item) => sum + words(item), 0)
  : value && typeof value === 'object' ? words(Object.values(value))
  : 0

describe.each(serviceSlugs)('the demo copy of /%s', (slug) => {
  const copy = serviceCopy[slug]!
  const facts = serviceFacts[slug]!

  it('has as many photos, steps, questions, slides, types and testimonials as the table of facts', () => {
    expect(copy.gallery).toHaveLength(facts.gallery)
    expect(copy.process).toHaveLength(facts.process)
    expect(copy.faq).toHaveLength(facts.faq)
    expect(copy.carousels.map((carousel) => carousel.slides.length)).toEqual(facts.carousels)
    expect(copy.types?.items.length ?? 0).toBe(facts.types)
    expect(copy.testimonials).toHaveLength(facts.testimonials)
  })

  it('reads at least 400 words, never naming the company', () => {
    const body = { ...copy, gallery: [] } // alt texts are not read as copy
    expect(words(pageCopy[slug]!.intro) + words(body)).toBeGreaterThanOrEqual(400)
    expect(JSON.stringify(copy)).not.toContain(demoCompany.name.split(' ')[1])
  })
})

const threeStepPages = serviceSlugs.filter((slug) => serviceFacts[slug]!.process === 3)

it.each(threeStepPages)('/%s names the three standard steps of SPEC §2.6', (slug) => {
  expect(serviceCopy[slug]!.process.map((step) => step.title)).toEqual([
    'Plan with client',
    'Provide Solution',
    'Deliver Perfection',
  ])
})
