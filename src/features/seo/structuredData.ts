import type { Company, Page } from '@/payload-types'

type Absolute = (path: string) => string

/** schema.org data of the company, as a local business with its address, hours and profiles. */
export function localBusiness(company: Company, absolute: Absolute) {
  const profiles = Object.values(company.social ?? {}).filter((url): url is string => !!url && /^https?:/.test(url))
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': absolute('/#business'),
    name: company.name,
    url: absolute('/'),
    telephone: company.phone,
    email: company.email,
    description: company.about,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address,
      addressLocality: company.city,
      addressCountry: company.countryCode,
    },
    ...(company.openingHoursCode ? { openingHours: company.openingHoursCode } : {}),
    ...(company.mapUrl ? { hasMap: company.mapUrl } : {}),
    sameAs: profiles,
  }
}

/** A service page as a schema.org Service offered by the company in its city. */
export function service(page: Page, company: Company, absolute: Absolute, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.title,
    serviceType: page.breadcrumb || page.title,
    description: page.meta?.description ?? undefined,
    url: absolute(path),
    areaServed: { '@type': 'City', name: company.city },
    provider: { '@type': 'LocalBusiness', '@id': absolute('/#business'), name: company.name, telephone: company.phone },
  }
}

/** The questions and answers of a page's FAQ sections, or null when it has none. */
export function faqPage(page: Page) {
  const questions = page.layout.flatMap((block) => (block.blockType === 'faq' ? block.items : []))
  if (questions.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
