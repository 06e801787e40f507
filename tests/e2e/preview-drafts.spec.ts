import { expect, test } from '@playwright/test'

import { serviceSlugs } from '@/content/demoRoutes'
import { pathOfPage } from '@/lib/routes'
import { type Doc, expectVisitorHeading, signedInContext, unlockAddress } from './editor'
import { adminHeaders } from './site'

type Block = { blockType: string; heading?: string }

test('an editor drafts a new heading, sees it in the live preview while visitors keep the old one, publishes it, then restores the earlier version', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = adminHeaders()
  const slug = serviceSlugs.at(-1)!
  const path = pathOfPage(slug)
  const found = await (await request.get(`/api/pages?where[slug][equals]=${slug}&depth=0&limit=1`, { headers })).json()
  const doc = found.docs[0] as Doc & { layout: Block[] }
  const bannerIndex = doc.layout.findIndex((block) => block.blockType === 'banner')
  const oldHeading = doc.layout[bannerIndex]!.heading!
  const newHeading = `${oldHeading}, drafted for review`

  const editorContext = await signedInContext(browser, baseURL!)
  const visitorContext = await browser.newContext()
  const editor = await editorContext.newPage()
  const visitor = await visitorContext.newPage()
  try {
    await editor.setViewportSize({ width: 1440, height: 900 })
    await editor.goto(`/admin/collections/pages/${doc.id}`)
    const preview = editor.frameLocator('iframe').first()
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(oldHeading, { timeout: 30_000 })
    await expect(editor.getByRole('link', { name: 'View on site ↗' })).toHaveAttribute('href', path)

    // Typed into the form: autosaved as a draft, and the preview beside the form follows, in place
    // (not reloaded: no blank flash, and what the editor had scrolled to stays in view).
    const previewFrame = () => editor.frames().find((frame) => frame.url().endsWith(path))!
    await previewFrame().evaluate(() => {
      window.scrollTo(0, 300)
      ;(window as { notReloaded?: boolean }).notReloaded = true
    })
    await editor.locator(`#field-layout__${bannerIndex}__heading`).fill(newHeading)
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(newHeading, { timeout: 20_000 })
    const [scrolled, notReloaded] = await previewFrame().evaluate(() => [window.scrollY, (window as { notReloaded?: boolean }).notReloaded])
    // The longer heading may wrap: the browser then scrolls by as much to keep the same content in view.
    expect([scrolled! >= 300, notReloaded]).toEqual([true, true])
    await editor.screenshot({ path: '.test-results/live-preview-1440.png' })

    // Visitors are still served the published page.
    await visitor.goto(path)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(oldHeading)
    await expect(visitor.getByText(newHeading)).toHaveCount(0)
    expect((await (await request.get(`/next/preview?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })).status())).toBe(403)

    const published = editor.waitForResponse(
      (response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname === `/api/pages/${doc.id}` && !response.url().includes('autosave=true'),
    )
    const since = new Date(Date.now() - 1000).toISOString()
    await editor.getByRole('button', { name: 'Publish changes' }).click()
    expect((await published).status()).toBe(200)
    await expectVisitorHeading(visitor, path, newHeading)
    // The audit log holds the publication, and no unpublication for the drafts autosaved before it.
    const audit = await (
      await request.get(`/api/audit-log?where[collection][equals]=pages&where[document][equals]=${doc.id}&where[createdAt][greater_than_equal]=${since}&depth=0`, { headers })
    ).json()
    expect(audit.docs.map((entry: { action: string }) => entry.action)).toEqual(['published'])

    // The history holds the version published before: restoring it publishes it again.
    const versions = await (
      await request.get(`/api/pages/versions?where[parent][equals]=${doc.id}&where[version._status][equals]=published&sort=createdAt&limit=1&depth=0`, {
        headers,
      })
    ).json()
    const first = versions.docs[0] as Doc & { version: { layout: Block[] } }
    expect(first.version.layout[bannerIndex]!.heading).toBe(oldHeading)
    await editor.goto(`/admin/collections/pages/${doc.id}/versions/${first.id}`)
    await editor.getByRole('button', { name: 'Restore this version' }).click()
    await editor.getByRole('button', { name: 'Confirm' }).click()
    await expect(editor).toHaveURL(new RegExp(`/admin/collections/pages/${doc.id}$`))
    await expectVisitorHeading(visitor, path, oldHeading)
  } finally {
    await request.patch(`/api/pages/${doc.id}`, { headers, data: { layout: doc.layout, _status: 'published' } })
    await editorContext.close()
    await visitorContext.close()
  }
})

test('the admin opened at 127.0.0.1 (the site says localhost) moves to localhost, where it autosaves and previews', async ({ browser, baseURL, request }) => {
  const slug = serviceSlugs[0]!
  const found = await (await request.get(`/api/pages?where[slug][equals]=${slug}&depth=0&limit=1`, { headers: adminHeaders() })).json()
  const doc = found.docs[0] as Doc & { layout: Block[] }
  const bannerIndex = doc.layout.findIndex((block) => block.blockType === 'banner')
  const otherHost = baseURL!.replace('//localhost:', '//127.0.0.1:')
  const context = await signedInContext(browser, baseURL!)
  try {
    const editor = await context.newPage()
    await editor.setViewportSize({ width: 1440, height: 900 })
    await editor.goto(`${otherHost}/admin/collections/pages/${doc.id}`)
    await expect(editor).toHaveURL(`${baseURL}/admin/collections/pages/${doc.id}`)
    const preview = editor.frameLocator('iframe').first()
    await expect(preview.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
    expect(editor.frames().some((frame) => frame.url() === `${baseURL}${pathOfPage(slug)}`)).toBe(true)

    const heading = `${doc.layout[bannerIndex]!.heading}, seen from another host`
    const autosaved = editor.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes(`/api/pages/${doc.id}`))
    await editor.locator(`#field-layout__${bannerIndex}__heading`).fill(heading)
    expect((await autosaved).status()).toBe(200)
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 20_000 })
  } finally {
    await request.patch(`/api/pages/${doc.id}`, { headers: adminHeaders(), data: { layout: doc.layout, _status: 'published' } })
    await context.close()
  }
})

test('a page moved to another address in the admin (autosaved, then published) answers at the old one with a permanent redirect to the new', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000)
  const headers = adminHeaders()
  const slug = `trial-offer-${Date.now()}`
  const created = await request.post('/api/pages', { headers, data: { title: 'Trial offer', slug, layout: [{ blockType: 'banner', heading: 'Trial offer' }], _status: 'published' } })
  const { doc } = (await created.json()) as { doc: Doc }
  const context = await signedInContext(browser, baseURL!)
  try {
    // A visitor's visit keeps the page in the route cache at its address.
    await expect(async () => expect((await request.get(`/${slug}`)).status()).toBe(200)).toPass({ timeout: 15_000 })

    const editor = await context.newPage()
    await editor.goto(`/admin/collections/pages/${doc.id}`)
    await unlockAddress(editor, 'slug')
    const autosaved = editor.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('autosave=true'))
    await editor.locator('#field-slug').fill(`${slug}-villa`)
    expect((await autosaved).status()).toBe(200)
    const published = editor.waitForResponse(
      (response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname === `/api/pages/${doc.id}` && !response.url().includes('autosave=true'),
    )
    await editor.getByRole('button', { name: 'Publish changes' }).click()
    expect((await published).status()).toBe(200)

    // Its page no longer answers there: the redirect made when it moved does (src/features/redirects).
    await expect(async () => {
      const old = await request.get(`/${slug}`, { maxRedirects: 0 })
      expect([old.status(), old.headers().location]).toEqual([301, `/${slug}-villa`])
    }).toPass({ timeout: 15_000 })
    expect((await request.get(`/${slug}-villa`)).status()).toBe(200)
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers })
    await request.delete(`/api/redirects?where[from][equals]=/${slug}`, { headers })
    await context.close()
  }
})
