import type { Page } from '@playwright/test'

import { definitionOf, type FormName } from '@/features/forms/definitions'

/**
 * Every script the page asks for once it has loaded (the forms' enhancement among them) is held
 * until `release` is called: a visitor on a slow connection or device, whose first touch comes
 * before the code it starts loading has arrived.
 */
export async function holdLateScripts(page: Page) {
  let loaded = false
  const held: (() => Promise<void>)[] = []
  await page.route(
    ({ pathname }) => pathname.endsWith('.js'),
    (route) => (loaded ? held.push(() => route.continue()) : route.continue()),
  )
  return {
    pageLoaded: () => (loaded = true),
    heldCount: () => held.length,
    release: async () => {
      loaded = false
      await Promise.all(held.splice(0).map((resume) => resume()))
    },
  }
}

/** Posts of a form's data to its endpoint, as they leave the browser. */
export function postsOf(page: Page, form: FormName) {
  const sent: string[] = []
  page.on('request', (request) => request.method() === 'POST' && request.url().includes(definitionOf(form).endpoint) && sent.push(request.url()))
  return sent
}

/**
 * Visits the page as a visitor on a slow device does: a CPU four times slower, and every script
 * asked for once the page has loaded held (see holdLateScripts). Returns the held scripts and the
 * posts of `form` sent from then on.
 */
export async function visitSlowly(page: Page, path: string, form: FormName) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const scripts = await holdLateScripts(page)
  await page.goto(path)
  scripts.pageLoaded()
  return { scripts, sent: postsOf(page, form) }
}
