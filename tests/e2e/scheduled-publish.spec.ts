import { expect, test } from '@playwright/test'

import { pathOfPost } from '@/lib/routes'
import { type Doc, signedInContext } from './editor'
import { adminHeaders } from './site'

const dubai = 'Asia/Dubai'

/** The wall-clock time in Dubai as the schedule dialog's date field takes it ('Nov 24, 2026 8:47 AM'). */
function dubaiTime(date: Date) {
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: dubai, ...options }).format(date)
  return `${part({ month: 'short', day: 'numeric' })}, ${part({ year: 'numeric' })} ${part({ hour: 'numeric', minute: '2-digit', hour12: true })}`
}

test('a post scheduled two minutes ahead in the admin is published by the job queue and shows on the blog, its page and the home page within a minute', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(6 * 60_000)
  const headers = adminHeaders()
  const newest = await (await request.get('/api/posts?where[_status][equals]=published&sort=-publishedAt&limit=1&depth=0', { headers })).json()
  const template = newest.docs[0] as Doc
  const title = 'A scheduled note on the studio calendar'
  const url = `scheduled-note-${Date.now()}`
  const created = await request.post('/api/posts', {
    headers,
    data: {
      title,
      url,
      publishedAt: new Date().toISOString(),
      image: template.image,
      description: template.description,
      authors: template.authors,
      categories: template.categories,
      _status: 'draft',
    },
  })
  expect(created.status()).toBe(201)
  const post = (await created.json()).doc as Doc

  const editorContext = await signedInContext(browser, baseURL!)
  try {
    const editor = await editorContext.newPage()
    await editor.goto(`/admin/collections/posts/${post.id}`)
    await editor.locator('#action-save-popup .popup-button').click()
    await editor.getByRole('button', { name: 'Schedule Publish' }).click()
    const dialog = editor.getByRole('dialog', { name: /schedule-publish/ })
    // A draft is scheduled to be published, in Dubai time, unless the editor says otherwise.
    await expect(dialog.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
    await expect(dialog.getByRole('radio', { name: 'Unpublish', exact: true })).not.toBeChecked()
    await expect(dialog).toContainText('(UTC+04:00) Dubai')

    // Two minutes ahead, to the minute (the dialog has no seconds).
    const due = new Date(Math.ceil((Date.now() + 120_000) / 60_000) * 60_000)
    const dateField = dialog.getByRole('textbox').first()
    await dateField.fill(dubaiTime(due))
    await dateField.press('Enter')
    await editor.locator('#scheduled-publish-save').click()
    await expect(dialog.getByRole('table')).toBeVisible()
    await expect(dialog.getByText('No upcoming events scheduled.')).toHaveCount(0)
    await editorContext.close()

    expect((await request.get(pathOfPost(url))).status()).toBe(404)
    // Nothing is saved again: the server's own job queue publishes the post at its time.
    const byAMinuteAfterItsTime = due.getTime() + 60_000 - Date.now()
    const shows = async (path: string, text: string) => {
      const response = await request.get(path)
      return response.ok() && (await response.text()).includes(text)
    }
    await expect.poll(() => shows(pathOfPost(url), title), { timeout: byAMinuteAfterItsTime, intervals: [2_000] }).toBe(true)
    expect(Date.now()).toBeGreaterThanOrEqual(due.getTime())
    for (const [path, text] of [['/blog', title], ['/', title], ['/rss.xml', title], ['/sitemap.xml', pathOfPost(url)]] as const) {
      const left = Math.max(due.getTime() + 60_000 - Date.now(), 2_000)
      await expect.poll(() => shows(path, text), { timeout: left, intervals: [1_000] }).toBe(true)
    }
  } finally {
    await editorContext.close().catch(() => {})
    await request.delete(`/api/posts/${post.id}`, { headers })
  }
})
