'use client'

// The dictionary itself, not ErrorMessage: this runs in the browser, where no page language is known.
import { english } from '@/lib/words/en'

/** The last resort when even the layout fails: no styles or data can be relied on here. */
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1.5rem', textAlign: 'center' }}>
        <h1>{english.error.heading}</h1>
        <p>
          Please try again in a moment, or{' '}
          {/* A full page load on purpose: the app that failed is not reused. */}
          <a href="/">go to the home page</a>.
        </p>
      </body>
    </html>
  )
}
