import type { Block } from 'payload'

import { bannerBlock } from './banner/config'
import { benefitsBlock } from './benefits/config'
import { cardsBlock } from './cards/config'
import { carouselBlock } from './carousel/config'
import { inChooser } from './chooser'
import { clientLogosBlock } from './client-logos/config'
import { consultationBlock } from './consultation/config'
import { contactDetailsBlock } from './contact-details/config'
import { enquiryBlock } from './enquiry/config'
import { faqBlock } from './faq/config'
import { galleryBlock } from './gallery/config'
import { introBlock } from './intro/config'
import { latestPostsBlock } from './latest-posts/config'
import { leadFormBlock } from './lead-form/config'
import { legalTextBlock } from './legal-text/config'
import { processBlock } from './process/config'
import { profileBlock } from './profile/config'
import { projectsBlock } from './projects/config'
import { richTextBlock } from './rich-text/config'
import { testimonialsBlock } from './testimonials/config'
import { vacanciesBlock } from './vacancies/config'

/** Every section a page can be made of. Each has a component in RenderBlocks, a picture and a description (chooser.ts). */
export const pageBlocks: Block[] = [
  bannerBlock,
  introBlock,
  richTextBlock,
  benefitsBlock,
  galleryBlock,
  processBlock,
  faqBlock,
  carouselBlock,
  cardsBlock,
  testimonialsBlock,
  consultationBlock,
  enquiryBlock,
  leadFormBlock,
  projectsBlock,
  clientLogosBlock,
  latestPostsBlock,
  vacanciesBlock,
  profileBlock,
  contactDetailsBlock,
  legalTextBlock,
].map(inChooser)
