import { sourceOf, type Visit } from '../../attribution/params'
import { type DeviceClass, type View, viewEndpoint } from '../protocol'

/** The device's class by its window and pointer, as a layout would call it. */
const deviceClass = (): DeviceClass =>
  innerWidth < 768 ? 'mobile' : innerWidth < 1200 && matchMedia('(pointer:coarse)').matches ? 'tablet' : 'desktop'

/**
 * Counts this view once the page has loaded and the visitor sees it: a page prerendered or opened
 * in a background tab is counted only when shown, and one only prefetched runs no script at all.
 * Run by the inline script at the end of the page, so before its load event.
 */
export function countView(visit: Visit | undefined, landed: boolean) {
  const tags = new URL(visit?.landingPage ?? '/', location.href).searchParams
  const view: View = { page: location.pathname, landed, source: sourceOf({ utmSource: tags.get('utm_source') ?? undefined, referrer: visit?.referrer }), medium: tags.get('utm_medium') ?? undefined, campaign: tags.get('utm_campaign') ?? undefined, device: deviceClass() }
  const whenShown = () => (document.hidden ? document.addEventListener('visibilitychange', whenShown, { once: true }) : navigator.sendBeacon(viewEndpoint, JSON.stringify(view)))
  addEventListener('load', () => setTimeout(whenShown), { once: true })
}
