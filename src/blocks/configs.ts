import type { Block } from 'payload'

import { bannerBlock } from './banner/config'
import { leadFormBlock } from './lead-form/config'
import { richTextBlock } from './rich-text/config'
import { vacanciesBlock } from './vacancies/config'

/** Every section a page can be made of. Each has a component in RenderBlocks. */
export const pageBlocks: Block[] = [bannerBlock, richTextBlock, vacanciesBlock, leadFormBlock]
