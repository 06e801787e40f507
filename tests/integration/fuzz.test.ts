import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { definitionOf, forms } from '@/features/forms/definitions'
import { schemaOf } from '@/features/forms/schemas'
import { issueToken } from '@/features/forms/server/token'
import { formNames, formRequests, type FuzzRequest, readPaths, readRequests } from '../fuzz/requests'
import { adapter, crashWatch, startPayload } from './harness'
import { origin } from './requests'

/**
 * A sample of `npm run fuzz` (which sends 10,000 requests per call to the real server): generated
 * requests straight to the route handlers. No answer is a 5xx, nothing escapes as an uncaught
 * error, and every stored lead is one its form accepts.
 */
const runs = Number(process.env.FUZZ_SAMPLE_RUNS || 60)
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

let payload: Payload
const handlers: Record<string, Handler> = {}
const { crashes, start: watchCrashes, stop: stopWatchingCrashes } = crashWatch()

beforeAll(async () => {
  process.env.FORM_RATE_LIMIT = '100000'
  ;({ payload } = await startPayload())
  for (const name of formNames) handlers[forms[name].endpoint] = (await import(/* @vite-ignore */ `@/app${forms[name].endpoint}/route`)).POST
  for (const path of readPaths) {
    const route = path.endsWith('/') ? `${path}[url]` : path
    handlers[path] = (await import(/* @vite-ignore */ `@/app${route}/route`)).GET
  }
  watchCrashes()
})

afterAll(async () => {
  stopWatchingCrashes()
  await payload?.destroy()
})

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

async function answer(handlerPath: string, generated: FuzzRequest): Promise<number> {
  const request = new Request(`${origin}${generated.path}`, {
    method: generated.method,
    headers: { host: 'localhost:3000', ...generated.headers },
    body: generated.body as BodyInit | undefined,
  })
  const segment = decoded(new URL(request.url).pathname.slice(handlerPath.length))
  const response = await handlers[handlerPath]!(request, { params: Promise.resolve({ url: segment }) })
  await response.arrayBuffer()
  return response.status
}

describe(`generated requests to every SPEC §7 call on ${adapter}`, () => {
  const credentials = { token: issueToken(), origin }

  it.each(formNames)('the %s form answers no 5xx and stores only leads its form accepts', async (name) => {
    const statuses = new Set<number>()
    await fc.assert(
      fc.asyncProperty(formRequests(name, credentials), async (generated) => {
        const status = await answer(forms[name].endpoint, generated)
        statuses.add(status)
        expect(status).toBeLessThan(500)
      }),
      { numRuns: runs },
    )
    const form = definitionOf(name)
    const { docs } = await payload.find({ collection: form.collection as 'quote-requests', pagination: false, depth: 0 })
    for (const lead of docs as unknown as Record<string, unknown>[]) {
      const fields = Object.fromEntries(form.fields.map((field) => [field.name, lead[field.name]]))
      expect(schemaOf(form).safeParse(fields).success, JSON.stringify(fields)).toBe(true)
    }
    expect(crashes).toEqual([])
  })

  it.each(readPaths)('the read call %s answers no 5xx', async (path) => {
    await fc.assert(
      fc.asyncProperty(readRequests(path), async (generated) => {
        expect(await answer(path, generated)).toBeLessThan(500)
      }),
      { numRuns: runs },
    )
    expect(crashes).toEqual([])
  })
})
