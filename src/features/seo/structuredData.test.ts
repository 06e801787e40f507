import { describe, expect, it } from 'vitest'

import { demoCompany } from '@/content/company'
import type { Author, Category, Company, Media, Post } from '@/payload-types'
import { blogPosting, localBusiness } from './structuredData'

const company = { id: 1, ...demoCompany } as Company

it('places the business on the map and gives its hours row by row, as schema.org reads them', () => {
  const business = localBusiness({
    ...company,
    openingHours: [
      { days: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday'], opens: '08:00', closes: '17:00' },
      { days: ['saturday'], opens: '10:00', closes: '14:00' },
    ],
  })
  expect(business).toMatchObject({
    '@type': 'LocalBusiness',
    geo: { '@type': 'GeoCoordinates', latitude: 25.18635, longitude: 55.27968 },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Sunday'].map((day) => `https://schema.org/${day}`),
        opens: '08:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '10:00', closes: '14:00' },
    ],
  })
  expect(business).not.toHaveProperty('openingHours')
})

it('says nothing of the map or the hours when Company details leave them out', () => {
  const business = localBusiness({ ...company, geo: { latitude: 25.2, longitude: null }, openingHours: [] })
  expect(business).not.toHaveProperty('geo')
  expect(business).not.toHaveProperty('openingHoursSpecification')
})

describe("a post's structured data", () => {
  const photo = { id: 4, url: '/api/media/file/author-layla.webp', alt: 'Layla Haddad', updatedAt: '', createdAt: '' } as Media
  const author = { id: 1, name: 'Layla Haddad', role: 'Design director', photo, bio: 'Leads the studio.', updatedAt: '', createdAt: '' } as Author
  const category = { id: 2, name: 'Kitchens', slug: 'kitchens', description: 'Kitchens.', updatedAt: '', createdAt: '' } as Category
  const post = { id: 3, title: 'Stone for kitchens', url: 'stone', publishedAt: '2026-01-01', updatedAt: '2026-01-02', excerpt: 'Which stone lasts.', meta: {} } as Post

  it('names its authors as schema.org Persons, with their role, photo and bio, and its categories as sections', () => {
    const data = blogPosting({ ...post, authors: [author], categories: [category] }, company, '/blog/stone')
    expect(data.author).toEqual([
      {
        '@type': 'Person',
        name: 'Layla Haddad',
        jobTitle: 'Design director',
        image: expect.stringMatching(/^https?:\/\/[^/]+\/api\/media\/file\/author-layla\.webp$/),
        description: 'Leads the studio.',
        worksFor: expect.objectContaining({ '@type': 'LocalBusiness', name: company.name }),
      },
    ])
    expect(data).toMatchObject({ articleSection: ['Kitchens'], description: 'Which stone lasts.' })
  })

  it('is written by the company when no author is shown', () => {
    const data = blogPosting({ ...post, authors: [1], categories: [] }, company, '/blog/stone')
    expect(data.author).toMatchObject({ '@type': 'LocalBusiness', name: company.name })
    expect(data).not.toHaveProperty('articleSection')
  })
})
