import type { Locale } from '@/lib/locales'

/** What the cookie banner and its footer button say, in one language. */
export type ConsentWords = {
  locale: Locale
  /** The footer's button that asks again (CookieSettings.tsx). */
  settings: string
  title: string
  /** Why the banner asks, naming the providers of the tags ('Google and Meta'). */
  text: (providers: string) => string
  /** 'Google and Meta': the providers as a sentence names them. */
  providers: (names: readonly string[]) => string
  privacyPolicy: string
  purposes: Record<'analytics' | 'marketing', { label: string; text: string }>
  chooseLegend: string
  rejectAll: string
  choose: string
  saveChoice: string
  acceptAll: string
}
