import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { adapter, startPayload } from './harness'
import { clientAddressHeader } from '@/server/clientAddress'
import { newAddress, origin } from './requests'

type RestPost = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>

let payload: Payload
let restPost: RestPost

const password = 'a long and correct passphrase'
const editor = 'editor@example.com'
const other = 'other@example.com'
const locked = 'locked@example.com'

beforeAll(async () => {
  ;({ payload } = await startPayload())
  restPost = (await import('@/app/(payload)/api/[...slug]/route')).POST as RestPost
  for (const email of [editor, other, locked]) await payload.create({ collection: 'users', data: { email, password } })
  await payload.db.updateOne({
    collection: 'users',
    where: { email: { equals: locked } },
    data: { loginAttempts: 10, lockUntil: new Date(Date.now() + 60 * 60 * 1000).toISOString() },
  })
})

afterAll(async () => {
  await payload?.destroy()
})

/** A call of the admin's REST API, as the browser at `client` sends it. */
function call(action: 'login' | 'forgot-password', body: Record<string, string>, client: string, form = false) {
  const headers = { origin, [clientAddressHeader]: client }
  const request = form
    ? new Request(`${origin}/api/users/${action}`, { method: 'POST', headers, body: formOf(body) })
    : new Request(`${origin}/api/users/${action}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
  return restPost(request, { params: Promise.resolve({ slug: ['users', action] }) })
}

/** The admin's own login form sends its fields as JSON in a multipart `_payload` field. */
function formOf(body: Record<string, string>) {
  const data = new FormData()
  data.append('_payload', JSON.stringify(body))
  return data
}

const login = (email: string, pass: string, client = newAddress(), form = false) =>
  call('login', { email, password: pass }, client, form)
const forgotPassword = (email: string, client = newAddress()) => call('forgot-password', { email }, client)

const answer = async (response: Response) => ({ status: response.status, body: await response.json() })

describe(`admin sign-in on ${adapter}`, () => {
  it('gives an unknown account, a wrong password and a locked account the same answer', async () => {
    const unknown = await answer(await login('nobody@example.com', password))
    const wrongPassword = await answer(await login(editor, 'not the password'))
    const lockedAccount = await answer(await login(locked, password))
    const viaAdminForm = await answer(await login(editor, 'not the password either', newAddress(), true))
    expect(unknown).toEqual({ status: 401, body: { errors: [{ message: 'The email or password provided is incorrect.' }] } })
    expect(wrongPassword).toEqual(unknown)
    expect(lockedAccount).toEqual(unknown)
    expect(viaAdminForm).toEqual(unknown)
    expect((await login(editor, password)).status).toBe(200)
  })

  it('refuses a sixth attempt on one address with 429, whoever sends it, while another address still signs in', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      // Half as JSON, half as the admin's form sends it: both count against the address.
      statuses.push((await login(` Editor@Example.com `, `guess ${attempt}`, newAddress(), attempt % 2 === 1)).status)
    }
    const refused = await login(editor, password)
    expect([...statuses, refused.status]).toEqual([401, 401, 401, 401, 401, 429])
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await refused.json()).errors[0].message).toMatch(/too many attempts/i)
    expect((await login(other, password)).status).toBe(200)
  })

  it('gives an address its attempts back after a correct sign-in', async () => {
    const address = 'fresh-start@example.com'
    await payload.create({ collection: 'users', data: { email: address, password } })
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await login(address, `guess ${attempt}`)).status)
    statuses.push((await login(address, password)).status)
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await login(address, `again ${attempt}`)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 200, 401, 401, 401, 401, 401])
    expect((await login(address, 'sixth in a row')).status).toBe(429)
  })

  it('refuses a client after twenty failed attempts on any addresses, while another client still signs in', async () => {
    const client = newAddress()
    const statuses = new Set<number>()
    for (let attempt = 0; attempt < 20; attempt++) statuses.add((await login(`spray${attempt}@example.com`, password, client)).status)
    expect([...statuses]).toEqual([401])
    expect((await login(other, password, client)).status).toBe(429)
    expect((await login(other, password, newAddress())).status).toBe(200)
  })

  it('answers forgot-password alike for known and unknown addresses, before any mail is sent, even when mail fails', async () => {
    const sendEmail = vi.spyOn(payload.email, 'sendEmail')
    let deliver: () => void = () => {}
    sendEmail.mockImplementationOnce(() => new Promise((resolve) => (deliver = () => resolve(undefined))))
    const unknown = await answer(await forgotPassword('nobody@example.com'))
    const known = await answer(await within(5000, forgotPassword(editor)))
    expect(unknown).toEqual({ status: 200, body: { message: 'Success' } })
    expect(known).toEqual(unknown)
    // The mail to the known address still goes out, with its reset token.
    await vi.waitFor(() => expect(sendEmail).toHaveBeenCalledTimes(1))
    deliver()
    const [user] = (await payload.find({ collection: 'users', where: { email: { equals: editor } }, showHiddenFields: true })).docs
    expect(user?.resetPasswordToken).toEqual(expect.any(String))

    sendEmail.mockRejectedValueOnce(new Error('the mail server is down'))
    expect(await answer(await forgotPassword(other))).toEqual(unknown)
    await vi.waitFor(() => expect(sendEmail).toHaveBeenCalledTimes(2))
    sendEmail.mockRestore()
  })

  it('refuses a sixth forgot-password for one address with 429, while another address is still answered', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await forgotPassword('often@example.com')).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    expect((await forgotPassword('seldom@example.com')).status).toBe(200)
  })
})

/** The promise's value, or a failure when it takes longer than `ms`. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ])
}
