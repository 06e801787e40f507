import type { CopySection, ServiceCopy, Slide } from '../../types'

/** A slide or type card without its link (the link stays the English slide's, by position). */
export type SlideText = Omit<Slide, 'href'>

/** A passage without its link's address (the address stays the English section's). */
export type SectionText = Omit<CopySection, 'link'> & { link?: Omit<NonNullable<CopySection['link']>, 'href'> }

/**
 * What a visitor reads of a service page's body (`ServiceCopy`): the same shape and counts, without
 * the addresses slides, type cards and section links point to.
 */
export type ServiceCopyText = Omit<ServiceCopy, 'sections' | 'carousels' | 'types'> & {
  sections: SectionText[]
  carousels: { heading: string; slides: SlideText[] }[]
  types: { heading: string; items: SlideText[] } | null
}
