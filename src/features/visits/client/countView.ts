import { type Attribution, sourceOf } from '../../attribution/params'
import { type DeviceClass, type View, viewEndpoint } from '../protocol'

/** The device's class by its screen and pointer: what a layout would call it. */
const deviceClass = (): DeviceClass =>
  matchMedia('(max-width: 767px)').matches ? 'mobile' : matchMedia('(max-width: 1199px) and (pointer: coarse)').matches ? 'tablet' : 'desktop'

/**
 * Counts this view once the page has loaded and the visitor sees it: a page prerendered or opened
 * in a background tab is counted only when shown, and one only prefetched runs no script at all.
 */
export function countView(visit: Attribution | undefined, landed: boolean) {
  const send = () => {
    const view: View = { page: location.pathname, landed, source: sourceOf(visit), medium: visit?.utmMedium, campaign: visit?.utmCampaign, device: deviceClass() }
    navigator.sendBeacon(viewEndpoint, JSON.stringify(view))
  }
  const whenShown = () => {
    if (document.visibilityState === 'visible') send()
    else document.addEventListener('visibilitychange', whenShown, { once: true })
  }
  const whenLoaded = () => setTimeout(whenShown)
  if (document.readyState === 'complete') whenLoaded()
  else addEventListener('load', whenLoaded, { once: true })
}
