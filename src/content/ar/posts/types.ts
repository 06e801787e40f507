import type { PostCopy } from '../../types'
import type { SectionText } from '../services/types'

/**
 * What a visitor reads of a blog post (`PostCopy`): the same shape and counts, without its address,
 * its date and the addresses of its section links (all kept from the English post of the same url).
 */
export type PostCopyText = Omit<PostCopy, 'url' | 'publishedAt' | 'sections'> & { sections: SectionText[] }
