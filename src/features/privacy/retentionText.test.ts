import { expect, it } from 'vitest'

import { privacyCopyAr as arabicPrivacy } from '@/content/ar/legal/privacy'
import { privacyCopy } from '@/content/legal/privacy'
import { retentionMonthsOf } from './retentionKinds'
import { retentionTexts } from './retentionText'

it('states each period in English and in Arabic, with the noun Arabic grammar gives the number', () => {
  const months = { leads: 24, vendorApplications: 1, careerApplications: 6, auditLog: 2 }
  expect(retentionTexts(months, 'en')).toEqual({ leadsKept: '24 months', vendorApplicationsKept: '1 month', careerApplicationsKept: '6 months', auditLogKept: '2 months' })
  expect(retentionTexts(months, 'ar')).toEqual({ leadsKept: '24 شهراً', vendorApplicationsKept: 'شهر واحد', careerApplicationsKept: '6 أشهر', auditLogKept: 'شهران' })
})

it('reads the defaults for a global never saved (career applications 12 months, the rest 24)', () => {
  expect(retentionMonthsOf({})).toEqual({ leads: 24, vendorApplications: 24, careerApplications: 12, auditLog: 24 })
  expect(retentionMonthsOf({ leadsMonths: 6 })).toMatchObject({ leads: 6 })
})

it.each([
  ['English', privacyCopy],
  ['Arabic', arabicPrivacy],
])('the %s privacy policy states the periods of Settings › Privacy, not periods of its own', (_language, copy) => {
  const text = JSON.stringify(copy)
  for (const placeholder of ['{leadsKept}', '{careerApplicationsKept}', '{vendorApplicationsKept}']) expect(text).toContain(placeholder)
})
