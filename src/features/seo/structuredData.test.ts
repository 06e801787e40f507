import { expect, it } from 'vitest'

import { demoCompany } from '@/content/company'
import type { Company } from '@/payload-types'
import { localBusiness } from './structuredData'

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
