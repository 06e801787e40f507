import { pageLanguage } from '@/features/site/pageContext'

import { anyTag, type ConsentTags } from './tags'
import { consentWordsIn } from './words'

/**
 * The footer's Cookie settings, on sites with a tag set (Settings › Analytics): its script
 * (client/consent.ts) runs with the page, asks a visitor who has not chosen, loads what they allow,
 * and shows this button to ask again. Hidden until then: without JavaScript no tag loads at all.
 */
export function CookieSettings({ tags }: { tags: ConsentTags }) {
  if (!anyTag(tags)) return null
  return (
    <button type="button" hidden data-enhance="consent" data-when="load" data-gtm={tags.gtm} data-ga4={tags.ga4} data-pixel={tags.pixel} className="footer-link ms-4 underline-offset-4">
      {consentWordsIn(pageLanguage()).settings}
    </button>
  )
}
