import { type Browser, expect, type Page, test } from '@playwright/test'

import { totpCode } from '@/features/twoFactor/totp'
import { mailsTo } from './mailboxAddress'
import { adminHeaders } from './site'

/*
 * Issue 38 §1–2, as people meet it: an owner invites a colleague, who sets a password from the mail,
 * signs in, sets up a second factor and signs in with it; an owner resets it; a grace period runs out.
 */
const password = 'my-own-long-password'

async function ownerPage(browser: Browser, baseURL: string): Promise<Page> {
  const owner = await browser.newContext()
  await owner.addCookies([{ name: 'payload-token', value: adminHeaders().Authorization.replace(/^JWT /, ''), url: baseURL }])
  return owner.newPage()
}

async function signIn(page: Page, email: string, code?: string) {
  await page.context().clearCookies()
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  if (code === undefined) return
  await page.getByLabel('Code from your authenticator app').fill(code)
  await page.getByRole('button', { name: 'Verify code' }).click()
}

test('invited by mail, a colleague sets a password, sets up a second factor, signs in with a code and with a recovery code; an owner resets it; a grace period runs out', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  const email = `e2e-two-factor-${Date.now()}@example.com`
  const owner = await ownerPage(browser, baseURL!)
  await owner.goto('/admin/collections/users')
  const invite = owner.getByRole('region', { name: 'Invite a colleague' })
  await invite.getByLabel('Email').fill(email)
  await invite.getByLabel('HR').check()
  await invite.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(invite.getByText(`${email} has a mail with a link to choose their password`)).toBeVisible()

  // The mail, through the site's SMTP server: a link to choose a password, and no password.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1)
  const [mail] = await mailsTo(email)
  const link = mail!.text.match(/\S+\/admin\/reset\/\w+/)?.[0]
  expect(link).toBeTruthy()

  const colleague = await (await browser.newContext()).newPage()
  await colleague.goto(new URL(link!).pathname)
  await colleague.getByLabel('New Password').fill(password)
  await colleague.getByLabel('Confirm Password').fill(password)
  await colleague.getByRole('button', { name: 'Reset Password' }).click()
  await expect(colleague).toHaveURL(/\/admin$/)

  // HR must use a second factor (the default): the dashboard asks, and the account sets it up.
  const reminder = colleague.getByRole('complementary', { name: 'Set up two-factor sign-in' })
  await expect(reminder).toBeVisible()
  await reminder.getByRole('link', { name: 'Set it up under Account' }).click()
  const section = colleague.getByRole('region', { name: 'Two-factor sign-in' })
  await expect(section.getByText('Off: signing in takes the password only.')).toBeVisible()
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await section.locator('code').textContent())!.trim()
  await colleague.setViewportSize({ width: 375, height: 900 })
  await colleague.screenshot({ path: test.info().outputPath('two-factor-setup-375.png'), fullPage: true })
  await section.getByLabel('Code from the app').fill(totpCode(secret))
  await section.getByRole('button', { name: 'Turn on' }).click()
  const listed = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
  await expect(listed).toHaveCount(10)
  const codes = await listed.allTextContents()
  await colleague.screenshot({ path: test.info().outputPath('two-factor-codes-375.png'), fullPage: true })
  await section.getByRole('button', { name: 'I have kept them' }).click()
  await expect(section.getByText(/^On since/)).toBeVisible()

  // The password alone no longer signs in; the app's next code does (set-up used the current one), then a recovery code.
  await signIn(colleague, email)
  await expect(colleague.getByLabel('Code from your authenticator app')).toBeFocused()
  await colleague.getByLabel('Code from your authenticator app').fill('000000')
  await colleague.getByRole('button', { name: 'Verify code' }).click()
  await expect(colleague.locator('form').getByRole('alert')).toContainText('That code is not right')
  await colleague.setViewportSize({ width: 1440, height: 900 })
  await colleague.screenshot({ path: test.info().outputPath('sign-in-code-1440.png') })
  await colleague.getByLabel('Code from your authenticator app').fill(totpCode(secret, Date.now() + 30_000))
  await colleague.getByRole('button', { name: 'Verify code' }).click()
  await expect(colleague).toHaveURL(/\/admin$/)
  await signIn(colleague, email, codes[0])
  await expect(colleague).toHaveURL(/\/admin$/)
  await expect(colleague.getByRole('complementary', { name: 'Set up two-factor sign-in' })).toHaveCount(0)

  // An owner resets it (a lost phone): the colleague signs in with the password alone.
  const { docs } = await (await request.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}`, { headers: adminHeaders() })).json()
  await owner.goto(`/admin/collections/users/${docs[0].id}`)
  owner.once('dialog', (dialog) => void dialog.accept())
  await owner.getByRole('button', { name: 'Reset second factor' }).click()
  await expect(owner.getByText(`${email} signs in with their password only`)).toBeVisible()
  await signIn(colleague, email)
  await expect(colleague).toHaveURL(/\/admin$/)

  // A grace period of one second, set by the owner: once it is over, the sign-in is refused with what to do.
  expect((await request.post('/api/globals/sign-in', { headers: adminHeaders(), data: { graceDays: 1 / 86_400 } })).status()).toBe(200)
  try {
    await expect(async () => {
      await signIn(colleague, email)
      await expect(colleague.locator('form').getByRole('alert')).toContainText('Ask an owner of the site to reset your second factor', { timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
    await expect(colleague).toHaveURL(/\/admin\/login/)
  } finally {
    await request.post('/api/globals/sign-in', { headers: adminHeaders(), data: { graceDays: 7 } })
  }
  const failures = await (await request.get(`/api/audit-log?where[userEmail][equals]=${encodeURIComponent(email)}&limit=50&sort=createdAt`, { headers: adminHeaders() })).json()
  expect(failures.docs.map((entry: { action: string }) => entry.action)).toEqual(
    expect.arrayContaining(['two-factor-set-up', 'recovery-code-used', 'sign-in-failed']),
  )
})
