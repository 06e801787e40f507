import { pageLanguage } from '@/features/site/pageContext'

import { formWordsIn } from '../words'
import { NoticeCard } from './NoticeCard'

/**
 * The thank-you notice an enhanced form announces where it lands the visitor, on every page (those
 * of plain posts are the page's own: LandingNotices): hidden until a form announces it, shown by
 * showSentNotices() without any framework, from the page's inline script (src/site/islands/siteScript.ts).
 */
export function SentNotice() {
  return (
    <div aria-live="polite" className="pointer-events-none">
      <NoticeCard
        hidden
        data-sent-notice=""
        message=""
        className="pointer-events-auto"
        dismiss={
          <button type="button" aria-label={formWordsIn(pageLanguage()).dismiss} className="notice-dismiss">
            ×
          </button>
        }
      />
    </div>
  )
}
