import { expect, type Page, test } from '@playwright/test'

import { hoverCloseDelayMs } from '@/components/layout/menuBehaviour'
import { demoCompany } from '@/content/company'
import { whatsappUrl } from '@/lib/contact'
import { serviceGroups, serviceSlugs } from '@/content/demoRoutes'

const servicePaths = serviceSlugs.map((slug) => `/${slug}`).sort()

type Box = { x: number; y: number; width: number; height: number }
const centre = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 })
const inside = (point: { x: number; y: number }, box: Box) =>
  point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height

/** Presses Tab, as a keyboard user would, until the button with this text has focus. */
async function tabToButton(page: Page, text: string, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => ({
      tag: document.activeElement?.tagName,
      text: document.activeElement?.textContent,
    }))
    if (focused.tag === 'BUTTON' && focused.text === text) return
  }
  throw new Error(`Tab never reached the button '${text}'`)
}

test.describe('services menu on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('reaches all 29 service pages by keyboard alone', async ({ page }) => {
    await page.goto('/')
    await tabToButton(page, 'Services menu')
    await page.keyboard.press('Enter')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('button', { name: 'Services menu' })).toHaveAttribute('aria-expanded', 'true')

    const reached: string[] = []
    for (let presses = 0; presses < 40 && reached.length < 29; presses++) {
      await page.keyboard.press('Tab')
      const href = await page.evaluate(() => document.activeElement?.getAttribute('href'))
      if (href && servicePaths.includes(href)) reached.push(href)
    }
    expect(reached.sort()).toEqual(servicePaths)

    await page.keyboard.press('Shift+Tab')
    const target = await page.evaluate(() => document.activeElement?.getAttribute('href'))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('opens on hover and closes with Escape, returning focus to its button', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = nav.getByRole('button', { name: 'Services menu' })
    await nav.getByRole('link', { name: 'Services', exact: true }).hover()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Office Fit-Out', exact: true })).toBeVisible()
    await toggle.focus()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })

  /** The home page with the page's timers under the test's hand: time passes only by page.clock.runFor. */
  async function homeOnTestClock(page: Page) {
    await page.clock.install()
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
  }

  test('stays open while the pointer cuts diagonally from Services to its first column, whose link then opens', async ({ page }) => {
    await homeOnTestClock(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = nav.getByRole('button', { name: 'Services menu' })
    const services = nav.getByRole('link', { name: 'Services', exact: true })
    const firstSlug = serviceGroups[0]!.slugs[0]!
    const target = nav.locator(`a[href="/${firstSlug}"]`)

    const from = centre((await services.boundingBox())!)
    await page.mouse.move(from.x, from.y)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const item = (await services.locator('xpath=ancestor::li[1]').boundingBox())!
    const panelTop = (await page.locator(`#${await toggle.getAttribute('aria-controls')}`).boundingBox())!.y
    const to = centre((await target.boundingBox())!)

    // Small steps. Where the pointer is over neither the item nor its panel, it takes longer in all
    // than the close delay: only the triangle it keeps to, towards the panel, holds the menu open.
    const states: (string | null)[] = []
    let betweenMs = 0
    for (let step = 1; step <= 40; step++) {
      const point = { x: from.x + ((to.x - from.x) * step) / 40, y: from.y + ((to.y - from.y) * step) / 40 }
      await page.mouse.move(point.x, point.y)
      const between = !inside(point, item) && point.y < panelTop
      await page.clock.runFor(between ? 150 : 20)
      if (between) betweenMs += 150
      states.push(await toggle.getAttribute('aria-expanded'))
    }
    expect(betweenMs).toBeGreaterThan(hoverCloseDelayMs)
    expect(states.every((state) => state === 'true')).toBe(true)

    await page.clock.resume()
    await target.click()
    await expect(page).toHaveURL(new RegExp(`/${firstSlug}$`))
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes after the short delay once the pointer leaves it in another direction', async ({ page }) => {
    await homeOnTestClock(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = nav.getByRole('button', { name: 'Services menu' })
    await nav.getByRole('link', { name: 'Services', exact: true }).hover()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // Along the menu row to 'Career': away from the panel.
    await nav.getByRole('link', { name: 'Career', exact: true }).hover()
    await page.clock.runFor(hoverCloseDelayMs - 50)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.clock.runFor(100)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('a click on the chevron of a menu opened by hover keeps it open; a second click closes it', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = nav.getByRole('button', { name: 'Services menu' })
    await nav.getByRole('link', { name: 'Services', exact: true }).hover()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Office Fit-Out', exact: true })).toBeVisible()
    // Pinned by the click, it no longer closes when the pointer wanders off.
    await page.mouse.move(1400, 700)
    await page.waitForTimeout(hoverCloseDelayMs + 200)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes when the keyboard moves on past its last link', async ({ page }) => {
    await page.goto('/')
    await tabToButton(page, 'Services menu')
    await page.keyboard.press('Enter')
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const lastSlug = serviceGroups.at(-1)!.slugs.at(-1)!
    await page.locator(`a[href="/${lastSlug}"]`).focus()
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveText('Career')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('services menu on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true })

  test('reaches all 29 service pages by touch, each group folding open', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Menu' }).tap()
    await nav.getByRole('button', { name: 'Services menu' }).tap()

    const reached: string[] = []
    for (const group of serviceGroups) {
      const groupButton = nav.getByRole('button', { name: group.label, exact: true })
      await groupButton.scrollIntoViewIfNeeded()
      await groupButton.tap()
      await expect(groupButton).toHaveAttribute('aria-expanded', 'true')
      for (const slug of group.slugs) {
        const link = nav.locator(`a[href="/${slug}"]`)
        await expect(link).toBeVisible()
        reached.push(`/${slug}`)
      }
    }
    expect(reached.sort()).toEqual(servicePaths)

    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)

    const last = nav.locator(`a[href="/${serviceGroups.at(-1)!.slugs.at(-1)}"]`)
    await last.scrollIntoViewIfNeeded()
    await last.tap()
    await expect(page).toHaveURL(new RegExp(`/${serviceGroups.at(-1)!.slugs.at(-1)}$`))
    await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('offers the quote dialog from the menu drawer', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).tap()
    await page.locator('header').getByRole('button', { name: /get a free quote/i }).tap()
    await expect(page.getByRole('dialog', { name: 'Get a free Quote' })).toBeVisible()
  })
})

test.describe('menu drawer on a 375 × 667 phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true })

  const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

  test('holds the page still over a backdrop, offers a call and WhatsApp, and gives the page back where it was', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect.poll(() => scrollY(page)).toBe(900)

    const nav = page.getByRole('navigation', { name: 'Main' })
    const menuButton = nav.getByRole('button', { name: 'Menu', exact: true })
    // A finger's tap where the button is (locator.tap would first scroll the page to centre the sticky header's button).
    const { x, y } = centre((await menuButton.boundingBox())!)
    await page.touchscreen.tap(x, y)
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    const backdrop = page.locator('[data-menu-backdrop]')
    await expect(backdrop).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden')
    expect(await scrollY(page)).toBe(900)

    // A finger swiping up on the dimmed page, and a wheel over it: the page stays where it was.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.synthesizeScrollGesture', { x: 20, y: 500, yDistance: -400, gestureSourceType: 'touch', speed: 1500 })
    await page.mouse.move(20, 500)
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(300)
    expect(await scrollY(page)).toBe(900)

    const call = nav.getByRole('link', { name: 'Call us' })
    const whatsapp = nav.getByRole('link', { name: 'WhatsApp', exact: true })
    await whatsapp.scrollIntoViewIfNeeded()
    await expect(call).toBeInViewport()
    await expect(whatsapp).toBeInViewport()
    await expect(call).toHaveAttribute('href', 'tel:+97145550147')
    await expect(whatsapp).toHaveAttribute('href', whatsappUrl(demoCompany))
    expect(await scrollY(page)).toBe(900)

    // A tap on the backdrop closes the drawer and frees the page, where the visitor left it.
    await page.touchscreen.tap(20, 500)
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(backdrop).toHaveCount(0)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden')
    expect(await scrollY(page)).toBe(900)
    await page.mouse.wheel(0, 300)
    await expect.poll(() => scrollY(page)).toBeGreaterThan(900)
  })
})
