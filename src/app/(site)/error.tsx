'use client'

import { ErrorMessage } from '@/components/ErrorMessage'

/** Shown when a page fails to render; the header and footer stay. */
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  return <ErrorMessage onRetry={reset} />
}
