import { expect, test } from '@playwright/test'
import { parseHTML } from 'linkedom'

import { templates } from './templates.mjs'

/** The picture files of the media library that a srcset or a list of addresses names. */
const filesIn = (addresses: string) => [...addresses.matchAll(/\/api\/media\/file\/[^\s,]+/g)].map((match) => match[0])

/** An attribute as the browser reads it (names are case-insensitive; React writes `srcSet`, `fetchPriority`). */
const attribute = (element: Element, name: string) => {
  const written = element.getAttributeNames().find((each) => each.toLowerCase() === name)
  return written === undefined ? null : element.getAttribute(written)
}

for (const path of [templates.home, templates['service-page']]) {
  test(`the largest picture of ${path} is in the served HTML, asked for first, in at most four widths`, async ({ request }) => {
    const { document } = parseHTML(await (await request.get(path)).text())
    const banner = document.querySelector('main img')!
    expect(attribute(banner, 'fetchpriority')).toBe('high')
    expect(attribute(banner, 'loading')).not.toBe('lazy')
    const widths = attribute(banner, 'srcset')!.split(',').map((candidate) => candidate.trim().split(/\s+/)[1])
    expect(widths.length).toBeGreaterThan(1)
    expect(widths.length).toBeLessThanOrEqual(4)
    // One picture per page is the first to load: the others wait their turn.
    expect([...document.querySelectorAll('img')].filter((image) => attribute(image, 'fetchpriority') === 'high')).toHaveLength(1)
  })
}

test('a case study that opens with its video asks for the poster first, and for no picture before it', async ({ request }) => {
  const { document } = parseHTML(await (await request.get(templates['case-study-with-video'])).text())
  const poster = attribute(document.querySelector('main video')!, 'poster')!
  const preload = document.querySelector(`link[rel="preload"][as="image"][href="${poster}"]`)!
  expect(attribute(preload, 'fetchpriority')).toBe('high')
  expect([...document.querySelectorAll('img')].filter((image) => attribute(image, 'fetchpriority') === 'high')).toHaveLength(0)
})

test('no page fetches the pictures of the pages it links to', async ({ page }) => {
  for (const path of [templates.home, templates['service-page'], templates.portfolio]) {
    const fetched: string[] = []
    page.on('request', (request) => request.url().includes('/api/media/file/') && fetched.push(request.url()))
    await page.goto(path)
    // Next prefetches the linked pages in view once the page is idle.
    await page.waitForLoadState('networkidle')
    const onPage = new Set(filesIn((await page.locator('img[srcset]').evaluateAll((images) => images.map((image) => image.getAttribute('srcset')))).join(' ')))
    expect(fetched.length).toBeGreaterThan(0)
    for (const file of filesIn(fetched.join(' '))) expect(onPage, `${path} fetched ${file}`).toContain(file)
    page.removeAllListeners('request')
  }
})
