import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clientAddressHeader } from '@/server/clientAddress'
import { totpCode } from '@/features/twoFactor/totp'
import { adapter, startPayload } from './harness'
import { editorToken, rest } from './rest'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

let payload: Payload
let owner: string
const password = 'a-long-test-password'
let clients = 0
/** Each sign-in from its own client address, so that the per-client throttle counts only where a test means it to. */
const newClient = () => ({ [clientAddressHeader]: `198.51.100.${++clients}` })

beforeAll(async () => {
  ;({ payload } = await startPayload())
  owner = await editorToken(payload, 'owner-2fa@example.com', ['owner'])
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
})

const signIn = (email: string, fields: Record<string, string> = {}, headers = newClient()) =>
  rest('POST', '/users/login', { json: { email, password, ...fields }, headers })

async function answerOf(response: Response) {
  const body = await response.json()
  return { status: response.status, message: body.errors?.[0]?.message as string | undefined, secondFactor: body.errors?.[0]?.data?.secondFactor as string | undefined, body }
}

async function userWith(email: string, roles: string[]) {
  const token = await editorToken(payload, email, roles as never)
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
  return { token, id: docs[0]!.id }
}

/** Sets up the second factor through the endpoints, as the account page does: the secret and the recovery codes. */
async function setUp(token: string) {
  const setup = await rest('POST', '/users/two-factor/setup', { token, json: {} })
  expect(setup.status).toBe(200)
  const { secret, uri, qrCode } = await setup.json()
  expect(uri).toContain(`secret=${secret}`)
  expect(qrCode).toMatch(/^<svg/)
  expect((await rest('POST', '/users/two-factor/enable', { token, json: { code: '000000' } })).status).toBe(400)
  const enabled = await rest('POST', '/users/two-factor/enable', { token, json: { code: totpCode(secret) } })
  expect(enabled.status).toBe(200)
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] }
  return { secret, recoveryCodes }
}

const actions = async (since: string, email: string) =>
  (await payload.find({ collection: 'audit-log', where: { and: [{ createdAt: { greater_than_equal: since } }, { userEmail: { equals: email } }] }, sort: 'createdAt', limit: 50 })).docs.map(
    (entry) => entry.action,
  )

describe(`two-factor sign-in on ${adapter}`, () => {
  it('is set up with a code from the app; sign-in then takes a code, each code once, or a recovery code once', async () => {
    const since = new Date().toISOString()
    const email = 'sales-2fa@example.com'
    const { token } = await userWith(email, ['sales'])
    const { secret, recoveryCodes } = await setUp(token)
    expect(recoveryCodes).toHaveLength(10)

    expect(await answerOf(await signIn(email))).toMatchObject({ status: 403, secondFactor: 'required', message: expect.stringContaining('6-digit code') })
    expect(await answerOf(await signIn(email, { code: '123456' }))).toMatchObject({ status: 403, secondFactor: 'invalid' })
    // The set-up used the current step's code: the next one, as the app shows it a moment later.
    const next = totpCode(secret, Date.now() + 30_000)
    const signedIn = await signIn(email, { code: next })
    expect(signedIn.status).toBe(200)
    expect((await signedIn.json()).token).toEqual(expect.any(String))
    expect(await answerOf(await signIn(email, { code: next }))).toMatchObject({ status: 403, secondFactor: 'invalid' })

    expect((await signIn(email, { code: recoveryCodes[0]!.toUpperCase() })).status).toBe(200)
    expect(await answerOf(await signIn(email, { code: recoveryCodes[0]! }))).toMatchObject({ status: 403, secondFactor: 'invalid' })

    expect(await actions(since, email)).toEqual(['sign-in', 'two-factor-set-up', 'sign-in-failed', 'sign-in', 'sign-in-failed', 'recovery-code-used', 'sign-in', 'sign-in-failed'])
  })

  it('keeps what proves it out of every answer and out of every request’s reach', async () => {
    const email = 'hr-2fa@example.com'
    const { token, id } = await userWith(email, ['hr'])
    await setUp(token)
    const me = (await (await rest('GET', '/users/me', { token })).json()).user
    const asOwner = await (await rest('GET', `/users/${id}`, { token: owner })).json()
    for (const seen of [me, asOwner]) {
      expect(seen.twoFactorEnabledAt).toEqual(expect.any(String))
      expect(Object.keys(seen).filter((key) => /secret|recovery|step/i.test(key))).toEqual([])
    }
    for (const who of [token, owner]) {
      await rest('PATCH', `/users/${id}`, { token: who, json: { twoFactorEnabledAt: null, twoFactorSecret: 'AAAA', twoFactorRecoveryCodes: [] } })
    }
    const held = await payload.findByID({ collection: 'users', id, showHiddenFields: true })
    expect(held.twoFactorEnabledAt).toEqual(expect.any(String))
    expect(held.twoFactorSecret).not.toBe('AAAA')
    expect(held.twoFactorRecoveryCodes).toHaveLength(10)
  })

  it('throttles wrong codes like wrong passwords', async () => {
    const email = 'owner-throttled@example.com'
    const { token } = await userWith(email, ['owner'])
    await setUp(token)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await signIn(email, { code: '000000' })).status)
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429])
  })

  it('is reset by an owner only: the user’s sessions end, and they sign in with their password', async () => {
    const since = new Date().toISOString()
    const email = 'agency-2fa@example.com'
    const { token, id } = await userWith(email, ['agency'])
    await setUp(token)
    const sales = await editorToken(payload, 'sales-resetter@example.com', ['sales'])
    expect((await rest('POST', `/users/${id}/two-factor/reset`, { token: sales })).status).toBe(403)
    expect((await rest('POST', `/users/${id}/two-factor/reset`, { token })).status).toBe(403)
    expect((await rest('POST', `/users/${id}/two-factor/reset`)).status).toBe(401)
    expect((await rest('POST', `/users/${id}/two-factor/reset`, { token: owner })).status).toBe(200)
    // The token they held names a session that is gone.
    expect((await (await rest('GET', '/users/me', { token })).json()).user).toBeNull()
    expect((await signIn(email)).status).toBe(200)
    expect(await actions(since, 'owner-2fa@example.com')).toContain('two-factor-reset')
  })

  it('lets a role that requires it in during the grace period, then refuses it with what to do; other roles are not asked', async () => {
    const fresh = await userWith('owner-grace@example.com', ['owner'])
    const marketing = await userWith('marketing-grace@example.com', ['marketing'])
    expect((await signIn('owner-grace@example.com')).status).toBe(200)
    expect((await rest('GET', '/globals/sign-in', { token: marketing.token })).status).toBe(403)
    expect((await rest('POST', '/globals/sign-in', { token: owner, json: { graceDays: 0 } })).status).toBe(200)
    try {
      expect(await answerOf(await signIn('owner-grace@example.com'))).toMatchObject({
        status: 403,
        secondFactor: 'overdue',
        message: expect.stringContaining('Ask an owner of the site to reset your second factor'),
      })
      expect((await signIn('marketing-grace@example.com')).status).toBe(200)
      // An owner's reset starts a new grace period (here of no days: the owner sets one first).
      expect((await rest('POST', '/globals/sign-in', { token: owner, json: { graceDays: 1 } })).status).toBe(200)
      expect((await rest('POST', `/users/${fresh.id}/two-factor/reset`, { token: owner })).status).toBe(200)
      expect((await signIn('owner-grace@example.com')).status).toBe(200)
    } finally {
      await rest('POST', '/globals/sign-in', { token: owner, json: { graceDays: 7 } })
    }
  })

  it('changes a forgotten password without signing a user with a second factor in: the code is asked at sign-in', async () => {
    const email = 'hr-reset@example.com'
    const { token } = await userWith(email, ['hr'])
    const { recoveryCodes } = await setUp(token)
    const resetToken = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    const reset = await rest('POST', '/users/reset-password', { json: { token: resetToken, password: 'a-new-long-password' } })
    expect(reset.status).toBe(200)
    expect(reset.headers.get('set-cookie')).toBeNull()
    expect((await reset.json()).token).toBeUndefined()
    const signedIn = await rest('POST', '/users/login', { json: { email, password: 'a-new-long-password', code: recoveryCodes[1] }, headers: newClient() })
    expect(signedIn.status).toBe(200)
  })

  it('is reset from the server by `npm run reset-two-factor -- EMAIL`, for an only owner locked out', async () => {
    const email = 'only-owner@example.com'
    const { token, id } = await userWith(email, ['owner'])
    await setUp(token)
    const reset = promisify(execFile)('node_modules/.bin/tsx', ['scripts/reset-two-factor.ts', email.toUpperCase()], { env: process.env })
    expect((await reset).stdout).toContain(`${email} now signs in with their password only`)
    expect((await signIn(email)).status).toBe(200)
    const entries = await payload.find({ collection: 'audit-log', where: { and: [{ action: { equals: 'two-factor-reset' } }, { document: { equals: String(id) } }] } })
    expect(entries.docs.map((entry) => entry.details)).toEqual([{ email, by: 'npm run reset-two-factor' }])
    await expect(promisify(execFile)('node_modules/.bin/tsx', ['scripts/reset-two-factor.ts', 'nobody@example.com'], { env: process.env })).rejects.toMatchObject({ code: 2 })
  }, 120_000)
})
