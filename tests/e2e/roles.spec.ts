import { expect, test } from '@playwright/test'

import type { Role } from '@/cms/access'
import { adminHeaders } from './site'

/*
 * Each role signs in to the admin and finds in its menu what it may open, and nothing else; the
 * dashboard counts new leads only of the kinds it reads (issue 38).
 */
const menu: Record<Role, { shows: string[]; hides: string[]; newLeads: string[] | null }> = {
  owner: {
    shows: ['Pages', 'Redirects', 'Not-found report', 'Quote requests', 'Career applications', 'Newsletter subscriptions', 'Users', 'Company details', 'Analytics dashboard', 'Webhooks'],
    hides: [],
    newLeads: ['Quote requests', 'Career applications', 'Newsletter subscriptions'],
  },
  marketing: {
    shows: ['Pages', 'Blog posts', 'Blog authors', 'Blog categories', 'Redirects', 'Not-found report', 'Vacancies', 'Newsletter subscriptions', 'Company details', 'Analytics', 'Analytics dashboard'],
    hides: ['Quote requests', 'Career applications', 'Users', 'Lead notifications', 'Webhooks'],
    newLeads: ['Newsletter subscriptions'],
  },
  sales: {
    shows: ['Quote requests', 'Consultation requests', 'Contact messages', 'Vendor applications', 'Analytics dashboard', 'Webhooks', 'Webhook deliveries'],
    hides: ['Pages', 'Blog authors', 'Blog categories', 'Redirects', 'Not-found report', 'Career applications', 'Newsletter subscriptions', 'Users', 'Company details', 'Vacancies'],
    newLeads: ['Quote requests', 'Vendor applications'],
  },
  hr: {
    shows: ['Career applications', 'Vacancies'],
    hides: ['Pages', 'Blog authors', 'Blog categories', 'Redirects', 'Not-found report', 'Quote requests', 'Users', 'Company details', 'Analytics dashboard', 'Webhooks'],
    newLeads: ['Career applications'],
  },
  agency: {
    shows: ['Pages', 'Portfolio projects', 'Media', 'Redirects', 'Not-found report', 'Company details', 'Analytics dashboard'],
    hides: ['Quote requests', 'Career applications', 'Newsletter subscriptions', 'Users', 'Lead notifications', 'Webhooks'],
    newLeads: null,
  },
}

const password = 'a-long-e2e-password'

for (const [role, expected] of Object.entries(menu) as [Role, (typeof menu)[Role]][]) {
  test(`a user with the ${role} role sees only what the role may open`, async ({ page, request }) => {
    const email = `e2e-${role}-${Date.now()}@example.com`
    const created = await request.post('/api/users', { headers: adminHeaders(), data: { email, password, roles: [role] } })
    expect(created.status()).toBe(201)

    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/)

    const nav = page.locator('nav')
    for (const name of expected.shows) await expect(nav.getByRole('link', { name, exact: true }).first(), name).toBeVisible()
    for (const name of expected.hides) await expect(nav.getByRole('link', { name, exact: true }), name).toHaveCount(0)

    // Everyone keeps their own account: their name, password and (later) second factor.
    if (role !== 'owner') {
      await page.goto('/admin/account')
      await expect(page.locator('#field-email')).toHaveValue(email)
      await page.goto('/admin')
    }

    const newLeads = page.getByRole('region', { name: /New leads/ })
    if (expected.newLeads === null) await expect(page.getByRole('heading', { name: /New leads/ })).toHaveCount(0)
    else for (const kind of expected.newLeads) await expect(newLeads.getByRole('link', { name: new RegExp(kind) })).toBeVisible()

    // The inbox lists the leads of the kinds the role reads, and none of the others.
    const inboxLink = nav.getByRole('link', { name: /^Inbox/ })
    if (expected.newLeads === null) {
      await expect(inboxLink).toHaveCount(0)
      await page.goto('/admin/inbox')
      await expect(page).toHaveURL(/\/admin$/)
    } else {
      await expect(inboxLink).toHaveAttribute('href', '/admin/inbox')
      await page.goto('/admin/inbox')
      await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
      const kinds = await page.locator('table tbody tr td:first-child').allTextContents()
      for (const hidden of expected.hides) expect(kinds, hidden).not.toContain(hidden.replace(/s$/, ''))
    }
  })
}

// Inviting a colleague, by mail, and their first sign-ins: two-factor.spec.ts.
