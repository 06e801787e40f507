import { siteUrl } from '@/cms/env'
import type { Company, Project } from '@/payload-types'

const absolute = (path: string) => new URL(path, siteUrl()).toString()

/** A case study as schema.org's CreativeWork, made by the company. */
export function caseStudy(project: Project, company: Company, path: string) {
  const image = typeof project.mainImage === 'object' && project.mainImage?.url ? absolute(project.mainImage.url) : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    headline: project.meta?.title ?? project.title,
    description: project.meta?.description ?? undefined,
    url: absolute(path),
    image,
    locationCreated: { '@type': 'Place', name: project.location },
    genre: project.sector,
    keywords: project.services?.join(', '),
    creator: { '@type': 'LocalBusiness', '@id': absolute('/#business'), name: company.name },
  }
}
