import type { Crumb } from '@/components/Breadcrumb'
import { inPreview } from '@/features/site/preview'
import type { Page } from '@/payload-types'
import { Banner } from './banner/Banner'
import { Benefits } from './benefits/Benefits'
import { Cards } from './cards/Cards'
import { CarouselSection } from './carousel/CarouselSection'
import { ClientLogos } from './client-logos/ClientLogos'
import { Consultation } from './consultation/Consultation'
import { ContactDetails } from './contact-details/ContactDetails'
import { Enquiry } from './enquiry/Enquiry'
import { Faq } from './faq/Faq'
import { Gallery } from './gallery/Gallery'
import { Intro } from './intro/Intro'
import { LatestPosts } from './latest-posts/LatestPosts'
import { LeadFormSection } from './lead-form/LeadFormSection'
import { LegalText } from './legal-text/LegalText'
import { missingFieldsOf } from './missingFields'
import { Process } from './process/Process'
import { Profile } from './profile/Profile'
import { FeaturedProjects } from './projects/FeaturedProjects'
import { RichTextSection } from './rich-text/RichTextSection'
import { SectionPlaceholder } from './SectionPlaceholder'
import { Testimonials } from './testimonials/Testimonials'
import { Vacancies } from './vacancies/Vacancies'

export type PageBlock = Page['layout'][number]

/**
 * The one place that turns a page's blocks into sections, in the order the editor set. On the home
 * page (`hero`) the opening banner is the full-screen hero. A section that still lacks a required
 * field (a draft's) is left out, or in an editor's preview shown as a placeholder saying what it needs.
 */
export function RenderBlocks({ blocks, trail, hero = false }: { blocks: PageBlock[]; trail: Crumb[]; hero?: boolean }) {
  return blocks.map((block, index) => {
    const key = block.id ?? index
    const { section, missing } = missingFieldsOf(block)
    if (missing.length > 0) return inPreview() ? <SectionPlaceholder key={key} section={section} missing={missing} /> : null
    switch (block.blockType) {
      case 'banner':
        return <Banner key={key} block={block} trail={trail} first={index === 0} hero={hero && index === 0} />
      case 'intro':
        return <Intro key={key} block={block} />
      case 'richText':
        return <RichTextSection key={key} block={block} />
      case 'benefits':
        return <Benefits key={key} block={block} />
      case 'gallery':
        return <Gallery key={key} block={block} />
      case 'process':
        return <Process key={key} block={block} />
      case 'faq':
        return <Faq key={key} block={block} />
      case 'carousel':
        return <CarouselSection key={key} block={block} />
      case 'cards':
        return <Cards key={key} block={block} />
      case 'testimonials':
        return <Testimonials key={key} block={block} />
      case 'consultation':
        return <Consultation key={key} block={block} />
      case 'enquiry':
        return <Enquiry key={key} block={block} />
      case 'leadForm':
        return <LeadFormSection key={key} block={block} />
      case 'projects':
        return <FeaturedProjects key={key} block={block} />
      case 'clientLogos':
        return <ClientLogos key={key} block={block} />
      case 'latestPosts':
        return <LatestPosts key={key} block={block} />
      case 'vacancies':
        return <Vacancies key={key} block={block} />
      case 'profile':
        return <Profile key={key} block={block} />
      case 'contactDetails':
        return <ContactDetails key={key} block={block} />
      case 'legalText':
        return <LegalText key={key} block={block} />
    }
  })
}
