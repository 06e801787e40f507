import type { Crumb } from '@/components/Breadcrumb'
import type { Page } from '@/payload-types'
import { Banner } from './banner/Banner'
import { LeadFormSection } from './lead-form/LeadFormSection'
import { RichTextSection } from './rich-text/RichTextSection'
import { Vacancies } from './vacancies/Vacancies'

type Block = Page['layout'][number]

/** The one place that turns a page's blocks into sections, in the order the editor set. */
export function RenderBlocks({ blocks, trail }: { blocks: Block[]; trail: Crumb[] }) {
  return blocks.map((block, index) => {
    const key = block.id ?? index
    switch (block.blockType) {
      case 'banner':
        return <Banner key={key} block={block} trail={trail} first={index === 0} />
      case 'richText':
        return <RichTextSection key={key} block={block} />
      case 'vacancies':
        return <Vacancies key={key} block={block} />
      case 'leadForm':
        return <LeadFormSection key={key} block={block} />
    }
  })
}
