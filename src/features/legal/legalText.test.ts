import { expect, it } from 'vitest'

import { richTextFromSections } from '@/content/lexical'
import { prepareLegalText, type Placeholders } from './legalText'

const values: Placeholders = {
  company: 'Studio LLC',
  email: 'hello@studio.ae',
  phone: '+971 4 000 0000',
  address: 'Business Bay, Dubai',
  jurisdiction: 'the United Arab Emirates',
  website: 'https://studio.ae/',
  leadsKept: '24 months',
  vendorApplicationsKept: '24 months',
  careerApplicationsKept: '12 months',
  auditLogKept: '24 months',
}

const text = richTextFromSections(
  [
    { heading: 'Governing law', paragraphs: ['These terms follow the laws of {jurisdiction}.'] },
    { heading: 'Contact {company}', paragraphs: ['Write to {email} or call {phone}; {unknown} stays.'] },
  ],
  ['Welcome to {website}.'],
)

it('fills the placeholders from the company details, leaving unknown braces alone', () => {
  const html = JSON.stringify(prepareLegalText(text, values).data)
  expect(html).toContain('the laws of the United Arab Emirates.')
  expect(html).toContain('Write to hello@studio.ae or call +971 4 000 0000; {unknown} stays.')
  expect(html).toContain('Welcome to https://studio.ae/.')
  expect(html).not.toMatch(/\{(company|email|phone|address|jurisdiction|website)\}/)
})

it('numbers the sections for the table of contents, in order', () => {
  const { data, sections } = prepareLegalText(text, values)
  expect(sections).toEqual([
    { id: 'section-1', title: 'Governing law' },
    { id: 'section-2', title: 'Contact Studio LLC' },
  ])
  const anchors = data.root.children!.filter((node) => node.type === 'heading').map((node) => node.anchor)
  expect(anchors).toEqual(['section-1', 'section-2'])
})

it("fills the placeholders from the Arabic company details, numbering the Arabic sections", () => {
  const arabicText = richTextFromSections(
    [{ heading: 'التواصل مع {company}', paragraphs: ['راسلنا على {email} أو اتصل على {phone}؛ يخضع هذا لقوانين {jurisdiction}.'] }],
    ['مرحباً بك في {website}، ومقرّنا {address}.'],
  )
  const arabicValues: Placeholders = {
    ...values,
    company: 'أتيليه نور للتصميم الداخلي',
    address: 'الخليج التجاري، دبي',
    jurisdiction: 'دولة الإمارات العربية المتحدة',
    website: 'موقع أتيليه نور الإلكتروني',
  }
  const { data, sections } = prepareLegalText(arabicText, arabicValues)
  const html = JSON.stringify(data)
  expect(html).toContain('راسلنا على hello@studio.ae أو اتصل على +971 4 000 0000؛ يخضع هذا لقوانين دولة الإمارات العربية المتحدة.')
  expect(html).toContain('مرحباً بك في موقع أتيليه نور الإلكتروني، ومقرّنا الخليج التجاري، دبي.')
  expect(sections).toEqual([{ id: 'section-1', title: 'التواصل مع أتيليه نور للتصميم الداخلي' }])
})
