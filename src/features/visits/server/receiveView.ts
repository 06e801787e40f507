import { isbot } from 'isbot'
import type { Payload } from 'payload'

import { viewRateLimit } from '@/cms/env'
import { rateLimiter } from '@/cms/rateLimiter'
import { boundedLine } from '@/features/forms/cleanText'
import { clientAddress, hashValue } from '@/features/forms/server/client'
import { cookie, ownOrigin } from '@/features/forms/server/guard'
import { type DeviceClass, deviceClasses, type View } from '../protocol'
import { readCompanyTimeZone } from '@/features/companyTime/server/companyTimeZone'
import { companyDay } from './companyDay'
import { viewsOf } from './views'

/** A view is a few dozen bytes: anything past this is not one. */
const viewMaxBytes = 1024

const answer = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })

/** A view as the page's script sends it, cleaned like any field; undefined for anything else. */
export function parseView(body: string): (Omit<View, 'source' | 'medium' | 'campaign'> & { source: string; medium: string; campaign: string }) | undefined {
  let view: Partial<View>
  try {
    view = JSON.parse(body) as Partial<View>
  } catch {
    return undefined
  }
  if (!view || typeof view !== 'object') return undefined
  const page = boundedLine(view.page, 200)
  if (!page.startsWith('/') || page.startsWith('//')) return undefined
  if (!deviceClasses.includes(view.device as DeviceClass)) return undefined
  return {
    page,
    landed: view.landed === true,
    source: boundedLine(view.source, 100),
    medium: boundedLine(view.medium, 100),
    campaign: boundedLine(view.campaign, 100),
    device: view.device as DeviceClass,
  }
}

/** A view sent by one of our pages in a browser: same origin by Fetch Metadata or Origin, and no robot. */
function fromOurPage(request: Request) {
  const fetchSite = request.headers.get('sec-fetch-site')
  const origin = request.headers.get('origin')
  if (fetchSite ? fetchSite !== 'same-origin' : !origin) return false
  if (origin && origin !== ownOrigin(request)) return false
  return !isbot(request.headers.get('user-agent') ?? '')
}

/** A page prefetched or prerendered by the browser and never shown is not a view (its script waits, this is the belt). */
const prefetched = (request: Request) => /prefetch|prerender/i.test(`${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''}`)

/**
 * POST /api/views: one view added to the day's counts. Always answered 204 (a robot, an editor or
 * a flood learns nothing); counted only when it comes from one of our pages in a browser, from no
 * signed-in editor (Payload's session cookie), within the address's hourly allowance.
 */
export async function receiveView(payload: Payload, request: Request): Promise<Response> {
  if (!fromOurPage(request) || prefetched(request)) return answer()
  if (cookie(request, `${payload.config.cookiePrefix}-token`)) return answer()
  const body = await request.text()
  if (body.length > viewMaxBytes) return answer()
  const view = parseView(body)
  if (!view) return answer()
  try {
    await (await rateLimiter(payload, 'views', viewRateLimit())).consume(hashValue('views', clientAddress(request)))
  } catch {
    return answer()
  }
  const { landed, ...key } = view
  viewsOf(payload).add({ day: companyDay(new Date(), await readCompanyTimeZone(payload)), ...key }, landed)
  return answer()
}
