import { expect, test } from '@playwright/test'

import { missingFieldsOf } from '@/blocks/missingFields'
import { pageBlocks } from '@/blocks/configs'
import { signedInContext } from './editor'
import { adminHeaders } from './site'

test('every kind of section added empty previews as a placeholder saying what it needs, never an error', async ({ browser, baseURL, request }) => {
  const slug = `every-section-empty-${Date.now()}`
  const layout = pageBlocks.map((block) => ({ blockType: block.slug }))
  const created = await request.post('/api/pages?draft=true', { headers: adminHeaders(), data: { title: 'Every section, empty', slug, layout } })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  // As stored: a field with a default has it already.
  const incomplete = (doc.layout as { blockType: string }[]).map(missingFieldsOf).filter(({ missing }) => missing.length > 0)
  // The form, the banner and most others need something; a few (the latest posts, say) are whole empty.
  expect(incomplete.map(({ section }) => section)).toContain('Form')

  const context = await signedInContext(browser, baseURL!)
  const editor = await context.newPage()
  try {
    for (const width of [375, 1440]) {
      await editor.setViewportSize({ width, height: 900 })
      const answer = await editor.goto(`/next/preview?path=${encodeURIComponent(`/${slug}`)}`)
      expect(answer?.status()).toBe(200)
      await expect(editor.locator('[data-incomplete-section]')).toHaveCount(incomplete.length)
      for (const { section, missing } of incomplete) {
        await expect(editor.locator(`[data-incomplete-section="${section}"]`).first()).toContainText(`fill in ${missing.join(', ')}`)
      }
      await expect(editor.getByText(/Unexpected Application Error|Something went wrong/)).toHaveCount(0)
      await editor.screenshot({ path: `.test-results/section-placeholders-${width}.png`, fullPage: true })
    }
  } finally {
    await context.close()
    await request.delete(`/api/pages/${doc.id}`, { headers: adminHeaders() })
  }
})
