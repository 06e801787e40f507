import { leadSentEvent } from '@/features/forms/client/leadSent'

import type { ConsentTags } from '../tags'
import { consentBanner } from './banner'
import { keepChoice, keptChoice } from './choice'
import { loadConsentWords } from '../words/load'
import { providers } from './providers'

/**
 * The footer's Cookie settings (CookieSettings.tsx), run at once on pages whose company set a tag:
 * a visitor who has not chosen (or chose six months ago) is asked by the banner; the tags they
 * allowed load, now and on every page after; the settings button asks again, and a lead sent is
 * told to the tags allowed. The banner speaks the page's language.
 */
export default async function enhanceCookieSettings(settings: HTMLButtonElement) {
  const { gtm, ga4, pixel } = settings.dataset
  const tags: ConsentTags = { gtm, ga4, pixel }
  const tagged = providers(tags)
  const banner = consentBanner(tags, await loadConsentWords(document.documentElement.lang), (choice) => {
    keepChoice(choice)
    tagged.apply(choice)
  })

  const kept = keptChoice()
  if (kept) tagged.apply(kept)
  else banner.open(undefined)

  settings.hidden = false
  settings.addEventListener('click', () => banner.open(keptChoice(), settings))
  window.addEventListener(leadSentEvent, (event) => tagged.leadSent((event as CustomEvent<{ form: string }>).detail.form))
}
