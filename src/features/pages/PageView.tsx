import type { Metadata } from 'next'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { pageMetadata } from '@/features/seo/metadata'
import { pathOfPage } from '@/lib/routes'
import type { Page } from '@/payload-types'

export const breadcrumbLabel = (page: Page) => page.breadcrumb || page.title

export function metadataOfPage(page: Page): Promise<Metadata> {
  return pageMetadata(pathOfPage(page.slug), page.title, page.meta)
}

/** A Pages document: its blocks, with a breadcrumb trail of Home › the page. */
export function PageView({ page }: { page: Page }) {
  return (
    <RenderBlocks blocks={page.layout} trail={[{ label: breadcrumbLabel(page), path: pathOfPage(page.slug) }]} />
  )
}
