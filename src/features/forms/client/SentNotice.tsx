'use client'

import { useEffect } from 'react'

import { enhance } from '@/site/islands/enhancers'
import { watchIslands } from '@/site/islands/triggers'

import { enhanceLeadForm } from './leadForms'
import { NoticeCard } from './NoticeCard'
import { onLeadFormReached } from './reach'
import { showSentNotices } from './sentNotices'

/**
 * The thank-you notice an enhanced form announces where it lands the visitor, on every page (those
 * of plain posts are the page's own: LandingNotices): hidden until a form announces it, shown by
 * showSentNotices() without any framework. On the Astro side the page's inline script runs it, and
 * loads the forms' and enhanced parts' code (src/site/islands/siteScript.ts); on Next's pages (until
 * they move) this client component does.
 */
export function SentNotice() {
  useEffect(() => {
    showSentNotices()
    onLeadFormReached((form) => void enhanceLeadForm(form))
    watchIslands((element) => void enhance(element as HTMLElement))
  }, [])
  return (
    <div aria-live="polite" className="pointer-events-none">
      <NoticeCard
        hidden
        data-sent-notice=""
        message=""
        className="pointer-events-auto"
        dismiss={
          <button type="button" aria-label="Dismiss" className="notice-dismiss">
            ×
          </button>
        }
      />
    </div>
  )
}
