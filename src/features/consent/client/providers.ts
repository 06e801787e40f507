import type { ConsentTags } from '../tags'
import type { Choice } from './choice'

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...args: unknown[]) => void; push?: unknown; loaded?: boolean; version?: string }

declare global {
  interface Window {
    dataLayer?: unknown[]
    fbq?: Queue
    _fbq?: Queue
  }
}

/** Google's tag command: the Arguments object itself goes to the data layer, as gtag.js reads it. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameters type the calls; the body hands on `arguments`
function gtag(...args: unknown[]) {
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects, not arrays
  ;(window.dataLayer ??= []).push(arguments)
}

const loadScript = (src: string) => {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.append(script)
}

const granted = (yes: boolean) => (yes ? 'granted' : 'denied')
const googleConsent = (choice: Choice) => ({
  analytics_storage: granted(choice.analytics),
  ad_storage: granted(choice.marketing),
  ad_user_data: granted(choice.marketing),
  ad_personalization: granted(choice.marketing),
})

const pixelQueue = (): Queue => {
  const fbq: Queue = (...args) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue!.push(args))
  Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] })
  return fbq
}

/**
 * The configured providers, told the visitor's choice: Google Consent Mode v2 starts denied and is
 * updated with each choice; a tag's script is fetched only once its purpose is allowed (Tag Manager
 * for either, Google Analytics for analytics, the Meta pixel for marketing), and never twice.
 */
export function providers(tags: ConsentTags) {
  const started = new Set<string>()
  let current: Choice = { analytics: false, marketing: false }
  gtag('consent', 'default', { ...googleConsent(current), wait_for_update: 500 })

  const start = (name: string, begin: () => void) => {
    if (started.has(name)) return
    started.add(name)
    begin()
  }

  return {
    apply(choice: Choice) {
      current = choice
      gtag('consent', 'update', googleConsent(choice))
      if (tags.gtm && (choice.analytics || choice.marketing))
        start('gtm', () => {
          window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
          loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tags.gtm!)}`)
        })
      if (tags.ga4 && choice.analytics)
        start('ga4', () => {
          gtag('js', new Date())
          gtag('config', tags.ga4)
          loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tags.ga4!)}`)
        })
      if (tags.pixel && choice.marketing)
        start('pixel', () => {
          window.fbq = window._fbq = pixelQueue()
          loadScript('https://connect.facebook.net/en_US/fbevents.js')
          window.fbq('init', tags.pixel)
          window.fbq('track', 'PageView')
        })
      if (started.has('pixel')) window.fbq!('consent', choice.marketing ? 'grant' : 'revoke')
    },

    /** A lead sent: the event the tags allowed count (the form's name, nothing the visitor typed). */
    leadSent(form: string) {
      if (started.has('gtm')) window.dataLayer!.push({ event: 'generate_lead', form_name: form })
      if (started.has('ga4') && current.analytics) gtag('event', 'generate_lead', { form_name: form })
      if (started.has('pixel') && current.marketing) window.fbq!('track', 'Lead', { content_name: form })
    },
  }
}
