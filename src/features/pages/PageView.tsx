import type { Metadata } from 'next'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { JsonLd } from '@/components/JsonLd'
import { LandingNotices } from '@/features/forms/LandingNotices'
import { languagesOf } from '@/features/seo/languages'
import { pageMetadata } from '@/features/seo/metadata'
import { localBusiness, service } from '@/features/seo/structuredData'
import { getCompany } from '@/features/site/queries'
import { homeSlug, pathOfPage } from '@/lib/routes'
import type { Page } from '@/payload-types'

export const breadcrumbLabel = (page: Page) => page.breadcrumb || page.title

/** The picture of the page's banner: what its social cards show when its SEO image is empty. */
export const bannerPicture = (page: Page) => page.layout.find((block) => block.blockType === 'banner')?.image

export function metadataOfPage(page: Page): Promise<Metadata> {
  return pageMetadata(pathOfPage(page.slug), page.title, page.meta, { picture: bannerPicture(page), languages: languagesOf(page) })
}

/** What search engines read about the page: the business on the home page, the service (the FAQ is in its markup: Faq.tsx). */
async function structuredDataOf(page: Page): Promise<object[]> {
  const company = await getCompany()
  const path = pathOfPage(page.slug)
  return [
    page.slug === homeSlug ? localBusiness(company) : null,
    page.pageType === 'service' ? service(page, company, path) : null,
  ].filter((data) => data !== null)
}

/** A Pages document: its blocks, with a breadcrumb trail of Home › the page, and the notices of forms that land on it. */
export async function PageView({ page }: { page: Page }) {
  const structuredData = await structuredDataOf(page)
  return (
    <>
      <RenderBlocks blocks={page.layout} trail={[{ label: breadcrumbLabel(page), path: pathOfPage(page.slug) }]} hero={page.slug === homeSlug} />
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <LandingNotices path={pathOfPage(page.slug)} />
    </>
  )
}
