import { defineConfig } from '@playwright/test'

import { chromiumLaunchOptions } from './tests/e2e/chromium.mjs'
import { mailbox, mailboxUrl } from './tests/e2e/mailboxAddress'

const port = Number(process.env.E2E_PORT || 3100)
/**
 * Submissions a client may make per form and window. Every page the browser tests open comes from
 * 127.0.0.1, one client to the server, and the plain-post tests send some forty forms; the limit
 * itself is tested at this value (server.spec.ts). Set here, it reaches the server and the tests.
 */
process.env.FORM_RATE_LIMIT ||= '40'
const baseURL = `http://localhost:${port}`

/** Specs that edit or delete content other tests read: they run after the others. */
const editingSpecs = /revalidation|page-types|preview-drafts|scheduled-publish|two-factor|media-library|redirects\.spec/
/** Sets the tags a visitor is asked to consent to, which puts a banner on every page: after the editing specs. */
const consentSpecs = /consent/
/** Deletes demo pages the menus link to, then restarts the database step: after every other spec. */
const restartingSpecs = /demo-once/

/** Run through scripts/test-e2e.sh, which seeds a fresh database and builds the site first. */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  // A hang is caught, not the work raced: the longest specs take 30 s here, and CI's machine may be twice as slow with two workers.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: { baseURL, launchOptions: chromiumLaunchOptions, trace: 'retain-on-failure' },
  projects: [
    { name: 'site', testIgnore: [editingSpecs, consentSpecs, restartingSpecs] },
    { name: 'edits', testMatch: editingSpecs, dependencies: ['site'] },
    { name: 'consent', testMatch: consentSpecs, dependencies: ['edits'] },
    { name: 'restart', testMatch: restartingSpecs, dependencies: ['consent'] },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx tests/e2e/mailbox.ts',
      url: mailboxUrl,
      reuseExistingServer: false,
    },
    {
      command: `node server.mjs`,
      // Every test's views come from one address, and a test reads the counts a moment after a view.
      env: {
        PORT: String(port),
        FORM_RATE_LIMIT: process.env.FORM_RATE_LIMIT,
        VIEW_RATE_LIMIT: '1000000',
        VIEWS_FLUSH_MS: '300',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mailbox.smtpPort),
        // The webhook spec's receiver listens on this machine.
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1',
      },
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
