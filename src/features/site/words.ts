import { wordsIn } from '@/lib/words'
import { pageLanguage } from './pageContext'

/** The words of the page being rendered, in its language (src/lib/words). Server only: the browser has no page language store. */
export const words = () => wordsIn(pageLanguage())
