import { request } from '@playwright/test'

import { admin } from './site'

/**
 * Signs the admin in once for every test that reads or edits content through the REST API.
 * Payload 3.90 loses a session when two logins of one user run at once (payloadcms/payload#18132),
 * so the tests, which run in parallel, share one token instead of each signing in.
 */
export default async function globalSetup() {
  const context = await request.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT || 3100}` })
  const login = await context.post('/api/users/login', { data: admin })
  if (!login.ok()) throw new Error(`The admin could not sign in: ${login.status()}`)
  process.env.E2E_ADMIN_TOKEN = (await login.json()).token
  await context.dispose()
}
