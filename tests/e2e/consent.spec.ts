import { type BrowserContext, expect, type Page, test } from '@playwright/test'

import { seriousViolations } from './axe'
import { adminHeaders } from './site'

/**
 * Issue 26: the marketing team's tags, asked for first. Runs in a project of its own (playwright.config.ts),
 * after every other spec has read the site without them: setting an ID puts the banner on every page.
 */

const tags = { gtmId: 'GTM-TEST123', ga4Id: 'G-TEST12345', metaPixelId: '123456789012345' }
const noTags = { gtmId: '', ga4Id: '', metaPixelId: '' }
const providerHosts = /^https:\/\/(www\.googletagmanager\.com|[\w.-]*google-analytics\.com|connect\.facebook\.net|www\.facebook\.com)\//

/**
 * The providers' scripts, answered here: each records what reaches it (the data layer's pushes, the
 * pixel's calls) in session storage, which outlives the reload after a form is sent.
 */
const recorder = `(() => {
  const record = (entry) => sessionStorage.setItem('tagged', JSON.stringify([...JSON.parse(sessionStorage.getItem('tagged') || '[]'), entry]))
  const plain = (entry) => (typeof entry === 'object' && entry && 'length' in entry ? Array.from(entry) : entry)
  const layer = (window.dataLayer ||= [])
  if (!layer.recorded) {
    layer.recorded = true
    const push = layer.push.bind(layer)
    layer.push = (...entries) => { entries.forEach((entry) => record(plain(entry))); return push(...entries) }
  }
  if (window.fbq && !window.fbq.callMethod) window.fbq.callMethod = (...args) => record(['fbq', ...args])
})()`

/** Every request to another host, and the providers' scripts answered locally. */
async function watchForeignRequests(context: BrowserContext, baseURL: string) {
  const foreign: string[] = []
  const ours = new URL(baseURL).host
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.host !== ours) foreign.push(request.url())
  })
  await context.route(providerHosts, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: recorder }))
  return foreign
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Your privacy, your choice' })
const settings = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })
const tagged = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('tagged') || '[]') as unknown[])

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  expect((await request.post('/api/globals/analytics', { headers: adminHeaders(), data: tags })).status()).toBe(200)
  // The pages are kept under the settings' tag: the next render of each carries the banner.
  await expect(async () => expect(await (await request.get('/')).text()).toContain('data-enhance="consent"')).toPass({ timeout: 15_000 })
})

test.afterAll(async ({ request }) => {
  expect((await request.post('/api/globals/analytics', { headers: adminHeaders(), data: noTags })).status()).toBe(200)
})

test('with a tag set, the banner asks first, reachable by the first Tab, and nothing foreign loads before an answer', async ({ page, context, baseURL }) => {
  const foreign = await watchForeignRequests(context, baseURL!)
  const response = await page.goto('/')
  const policy = response!.headers()['content-security-policy']!
  expect(policy).toContain('https://www.googletagmanager.com')
  expect(policy).toContain('https://connect.facebook.net')
  await expect(banner(page)).toBeVisible()
  for (const name of ['Accept all', 'Reject all', 'Choose']) await expect(banner(page).getByRole('button', { name })).toBeVisible()
  await page.keyboard.press('Tab')
  expect(await banner(page).evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await page.waitForLoadState('networkidle')
  expect(foreign).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  expect(await page.evaluate(() => window.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>)))).toEqual([
    ['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 }],
  ])
})

test('after Accept all the container, Google Analytics and the pixel load, and the choice holds after a reload', async ({ page, context, baseURL }) => {
  const foreign = await watchForeignRequests(context, baseURL!)
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(banner(page)).toBeHidden()
  await expect.poll(() => foreign.map((url) => new URL(url).pathname).sort()).toEqual(['/en_US/fbevents.js', '/gtag/js', '/gtm.js'])
  expect(foreign.find((url) => url.includes('/gtm.js'))).toContain('id=GTM-TEST123')

  foreign.length = 0
  await page.reload()
  await expect.poll(() => foreign.length).toBe(3)
  await expect(banner(page)).toBeHidden()
  const granted = await page.evaluate(() => window.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>)).find((entry) => entry[1] === 'update'))
  expect(granted?.[2]).toEqual({ analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' })
})

test('after Reject all nothing loads on any page; Cookie settings changes the choice to analytics only', async ({ page, context, baseURL }) => {
  const foreign = await watchForeignRequests(context, baseURL!)
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Reject all' }).click()
  await page.goto('/contact')
  await page.waitForLoadState('networkidle')
  await expect(banner(page)).toBeHidden()
  expect(foreign).toEqual([])

  await settings(page).click()
  await expect(banner(page)).toBeVisible()
  const analytics = banner(page).getByRole('checkbox', { name: /Analytics/ })
  await expect(analytics).toBeFocused()
  await expect(banner(page).getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked()
  await analytics.check()
  await banner(page).getByRole('button', { name: 'Save choice' }).click()
  await expect(settings(page)).toBeFocused()
  await expect.poll(() => foreign.map((url) => new URL(url).pathname).sort()).toEqual(['/gtag/js', '/gtm.js'])
  await page.reload()
  await expect.poll(() => foreign.length).toBe(4)
  expect(foreign.some((url) => url.includes('facebook'))).toBe(false)
})

test('a lead sent tells the consented tags generate_lead with the form’s name and nothing the visitor typed', async ({ page, context, baseURL }) => {
  await watchForeignRequests(context, baseURL!)
  await page.goto('/contact')
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  // The providers' scripts (the recorder above) have run.
  await expect.poll(() => page.evaluate(() => Boolean((window.dataLayer as { recorded?: boolean } | undefined)?.recorded && window.fbq?.callMethod))).toBe(true)
  const email = `consent-${Date.now()}@example.com`
  const newsletter = page.locator('footer form[data-lead-form="newsletter"]')
  await newsletter.getByPlaceholder('Name').fill('Layla Haddad')
  await newsletter.locator('input[type="email"]').fill(email)
  await newsletter.getByRole('button').click()
  await page.waitForURL((url) => url.pathname === '/')
  const entries = await tagged(page)
  expect(entries).toContainEqual({ event: 'generate_lead', form_name: 'newsletter' })
  expect(entries).toContainEqual(['event', 'generate_lead', { form_name: 'newsletter' }])
  expect(entries).toContainEqual(['fbq', 'track', 'Lead', { content_name: 'newsletter' }])
  expect(JSON.stringify(entries)).not.toMatch(new RegExp(`${email}|Layla`))
})
