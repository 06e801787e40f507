import type { Metadata } from 'next'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { JsonLd } from '@/components/JsonLd'
import { ConsultationDialog } from '@/features/enquiry/EnquiryDialogs'
import { LandingNotices } from '@/features/forms/LandingNotices'
import { languagesOf } from '@/features/seo/languages'
import { pageMetadata } from '@/features/seo/metadata'
import { localBusiness, service } from '@/features/seo/structuredData'
import { getCompany } from '@/features/site/queries'
import { homeSlug, pathOfPage } from '@/lib/routes'
import type { Company, Page } from '@/payload-types'

export const breadcrumbLabel = (page: Page) => page.breadcrumb || page.title

/** The picture of the page's banner: what its social cards show when its SEO image is empty. */
export const bannerPicture = (page: Page) => page.layout.find((block) => block.blockType === 'banner')?.image

export function metadataOfPage(page: Page): Promise<Metadata> {
  return pageMetadata(pathOfPage(page.slug), page.title, page.meta, { picture: bannerPicture(page), languages: languagesOf(page) })
}

/** What search engines read about the page: the business on the home page, the service (the FAQ is in its markup: Faq.tsx). */
function structuredDataOf(page: Page, company: Company): object[] {
  const path = pathOfPage(page.slug)
  return [
    page.slug === homeSlug ? localBusiness(company) : null,
    page.pageType === 'service' ? service(page, company, path) : null,
  ].filter((data) => data !== null)
}

/** Whether a block of the page has a button that opens the free-consultation dialog. */
const opensConsultation = (page: Page) => page.layout.some((block) => block.blockType === 'consultation')

/**
 * A Pages document: its blocks, with a breadcrumb trail of Home › the page, the notices of forms
 * that land on it, and the free-consultation dialog where a block opens it (a page without such a
 * button carries no form its visitors cannot reach).
 */
export async function PageView({ page }: { page: Page }) {
  const company = await getCompany()
  const structuredData = structuredDataOf(page, company)
  return (
    <>
      <RenderBlocks blocks={page.layout} trail={[{ label: breadcrumbLabel(page), path: pathOfPage(page.slug) }]} hero={page.slug === homeSlug} />
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <LandingNotices path={pathOfPage(page.slug)} />
      {opensConsultation(page) && <ConsultationDialog company={company} />}
    </>
  )
}
