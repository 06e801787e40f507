import { expect, type Page, test } from '@playwright/test'

import { serviceGroups, serviceSlugs } from '@/lib/routes'

const servicePaths = serviceSlugs.map((slug) => `/${slug}`).sort()

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
