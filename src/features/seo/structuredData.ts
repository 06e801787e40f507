import { absoluteUrl } from '@/cms/env'
import { socialNetworks } from '@/cms/globals/socialNetworks'
import { socialHref } from '@/lib/contact'
import { isCompleteRow, weekdays } from '@/lib/openingHours'
import { asMedia } from '@/lib/media'
import { sectorOf } from '@/features/portfolio/sector'
import { pageLanguage } from '@/features/site/pageContext'
import { localizedPath } from '@/lib/localePaths'
import type { Author, Company, Media, Page, Post, Project } from '@/payload-types'
import { shownAuthors } from '@/features/blog/authors'
import { metaDescriptionOf } from '@/features/blog/postSummary'
import { populated } from '@/lib/ids'

/** A picture's absolute address, for search engines. */
const imageUrl = (value: number | Media | null | undefined) => {
  const media = asMedia(value)
  return media ? absoluteUrl(media.url!) : undefined
}

/** The page at `path` (its English address) in the page's language: its address there, and the language it is in. */
const inPageLanguage = (path: string) => ({ url: absoluteUrl(localizedPath(pageLanguage(), path)), inLanguage: pageLanguage() })

/** The company as other records point at it. */
const business = (company: Company) => ({ '@type': 'LocalBusiness', '@id': absoluteUrl('/#business'), name: company.name })

const hasCoordinates = (geo: Company['geo']): geo is { latitude: number; longitude: number } =>
  typeof geo?.latitude === 'number' && typeof geo.longitude === 'number'

/** The hours as schema.org's OpeningHoursSpecification, one per row of Company details (none when there are none). */
function openingHoursSpecification(rows: Company['openingHours']) {
  const complete = (rows ?? []).filter(isCompleteRow)
  if (!complete.length) return {}
  return {
    openingHoursSpecification: complete.map(({ days, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: weekdays.filter(({ value }) => days.includes(value)).map(({ label }) => `https://schema.org/${label}`),
      opens,
      closes,
    })),
  }
}

/** schema.org data of the company, as a local business with its address, hours and profiles. */
export function localBusiness(company: Company) {
  const profiles = socialNetworks.map((network) => socialHref(company, network)).filter((url): url is string => !!url && /^https?:/.test(url))
  return {
    '@context': 'https://schema.org',
    ...business(company),
    url: absoluteUrl(localizedPath(pageLanguage(), '/')),
    telephone: company.phone,
    email: company.email,
    description: company.about,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address,
      addressLocality: company.city,
      addressCountry: company.countryCode,
    },
    ...(hasCoordinates(company.geo) ? { geo: { '@type': 'GeoCoordinates', ...company.geo } } : {}),
    ...openingHoursSpecification(company.openingHours),
    ...(company.mapUrl ? { hasMap: company.mapUrl } : {}),
    sameAs: profiles,
  }
}

/** A service page as a schema.org Service offered by the company in its city. */
export function service(page: Page, company: Company, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.title,
    serviceType: page.breadcrumb || page.title,
    description: page.meta?.description ?? undefined,
    ...inPageLanguage(path),
    areaServed: { '@type': 'City', name: company.city },
    provider: { ...business(company), telephone: company.phone },
  }
}

/** A case study as schema.org's CreativeWork, made by the company. */
export function caseStudy(project: Project, company: Company, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    headline: project.meta?.title ?? project.title,
    description: project.meta?.description ?? undefined,
    ...inPageLanguage(path),
    image: imageUrl(project.mainImage),
    locationCreated: { '@type': 'Place', name: project.location },
    genre: sectorOf(project)?.slug,
    keywords: project.services?.join(', '),
    creator: business(company),
  }
}

/** A post's author as schema.org's Person: their name, role at the company, photo and bio. */
const person = (author: Author, company: Company) => ({
  '@type': 'Person',
  name: author.name,
  jobTitle: author.role,
  image: imageUrl(author.photo),
  description: author.bio,
  worksFor: business(company),
})

/** A blog post as schema.org's BlogPosting, written by its authors (the company when none is shown) and published by the company. */
export function blogPosting(post: Post, company: Company, path: string) {
  const authors = shownAuthors(post)
  const sections = populated(post.categories).map((category) => category.name)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: metaDescriptionOf(post),
    ...inPageLanguage(path),
    mainEntityOfPage: inPageLanguage(path).url,
    image: imageUrl(post.image),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: authors.length ? authors.map((author) => person(author, company)) : business(company),
    ...(sections.length ? { articleSection: sections } : {}),
    publisher: business(company),
  }
}
