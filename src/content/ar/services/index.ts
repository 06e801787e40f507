import type { PageCopy, ServiceCopy } from '../../types'
import { serviceCopy } from '../../services'
import { commercialDesignCopyAr, commercialDesignPagesAr } from './commercialDesign'
import { interiorFitOutCopyAr, interiorFitOutPagesAr } from './interiorFitOut'
import { joineryCopyAr, joineryPagesAr } from './joinery'
import { residentialCopyAr, residentialPagesAr } from './residential'
import type { ServiceCopyText } from './types'

export type { ServiceCopyText } from './types'

/** The Arabic page copy (`PageCopy`) of every translated service page, by slug. */
export const servicePagesAr: Record<string, PageCopy> = {
  ...interiorFitOutPagesAr,
  ...commercialDesignPagesAr,
  ...residentialPagesAr,
  ...joineryPagesAr,
}

/** The Arabic body copy of every translated service page, by slug (mirrors `serviceCopy`, without links). */
export const serviceCopyTextAr: Record<string, ServiceCopyText> = {
  ...interiorFitOutCopyAr,
  ...commercialDesignCopyAr,
  ...residentialCopyAr,
  ...joineryCopyAr,
}

/**
 * The Arabic body of a service page as a full `ServiceCopy`: the Arabic text with the links of the
 * English page (slides, type cards and section links, matched by position). Undefined when the page
 * has no Arabic copy.
 */
export function serviceCopyAr(slug: string): ServiceCopy | undefined {
  const text = serviceCopyTextAr[slug]
  const english = serviceCopy[slug]
  if (!text || !english) return undefined
  const withHrefs = <T extends object>(items: T[], source: { href?: string }[]) =>
    items.map((item, index) => {
      const href = source[index]?.href
      return href === undefined ? item : { ...item, href }
    })
  return {
    ...text,
    sections: text.sections.map(({ link, ...section }, index) => {
      const href = english.sections[index]?.link?.href
      return link && href ? { ...section, link: { ...link, href } } : section
    }),
    carousels: text.carousels.map((carousel, index) => ({
      ...carousel,
      slides: withHrefs(carousel.slides, english.carousels[index]?.slides ?? []),
    })),
    types: text.types && { ...text.types, items: withHrefs(text.types.items, english.types?.items ?? []) },
  }
}
