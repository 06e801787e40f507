import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

/**
 * Two instances of one build sharing the database and Redis (scripts/test-cluster.sh): a redirect
 * saved through one is answered by the other within 2 s, where that one had kept the 404, and is
 * no longer answered there within 2 s of its deletion (issue 40).
 */
const { instances, admin } = inject('cluster')
const [first, second] = instances as [string, string]

let authorization = ''
const made: number[] = []

beforeAll(async () => {
  const login = await fetch(`${first}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
  expect(login.status).toBe(200)
  authorization = `JWT ${((await login.json()) as { token: string }).token}`
})

afterAll(async () => {
  for (const id of made) await fetch(`${first}/api/redirects/${id}`, { method: 'DELETE', headers: { authorization } })
})

/** The status and Location the second instance answers `path` with, redirects not followed. */
const answerOfSecond = async (path: string) => {
  const response = await fetch(`${second}${path}`, { redirect: 'manual' })
  await response.arrayBuffer()
  return `${response.status} ${response.headers.get('location') ?? ''}`.trim()
}

describe('a redirect saved through one instance', () => {
  it('is answered by the other within 2 s, and no longer answered there within 2 s of its deletion', async () => {
    const from = `/cluster-old-${Date.now()}`
    // The second instance answers 404 and keeps that answer.
    expect(await answerOfSecond(from)).toBe('404')
    expect(await answerOfSecond(from)).toBe('404')
    const saved = await fetch(`${first}/api/redirects`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify({ from, to: '/about-us', type: '301' }) })
    expect(saved.status).toBe(201)
    const { doc } = (await saved.json()) as { doc: { id: number } }
    made.push(doc.id)
    await expect.poll(() => answerOfSecond(from), { timeout: 2_000, interval: 100 }).toBe('301 /about-us')
    const deleted = await fetch(`${first}/api/redirects/${doc.id}`, { method: 'DELETE', headers: { authorization } })
    expect(deleted.status).toBe(200)
    await expect.poll(() => answerOfSecond(from), { timeout: 2_000, interval: 100 }).toBe('404')
  })
})
