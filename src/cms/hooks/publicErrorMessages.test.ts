import { APIError, type AfterErrorHookArgs } from 'payload'
import { describe, expect, it } from 'vitest'

import { keepPublicErrorMessages } from './publicErrorMessages'

const answered = (error: Error, message = 'An unknown error occurred.') =>
  keepPublicErrorMessages({ error, result: { errors: [{ message }] } } as AfterErrorHookArgs)

describe("the REST answer to a refused action", () => {
  it("says the refusal's reason, where the production build left Payload answering an unknown error", () => {
    expect(answered(new APIError('This is the home page: the site needs it, so it cannot be deleted.', 400, null, true))).toEqual({
      response: { errors: [{ message: 'This is the home page: the site needs it, so it cannot be deleted.' }] },
    })
    expect(answered(new APIError('The menus link to this page.', 409))).toEqual({ response: { errors: [{ message: 'The menus link to this page.' }] } })
  })

  it('keeps an internal error hidden, and an answer Payload already worded as it is', () => {
    expect(answered(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBeUndefined()
    expect(answered(new APIError('relation "pages" does not exist', 500))).toBeUndefined()
    expect(answered(new APIError('Not allowed.', 403, null, true), 'You are not allowed to perform this action.')).toBeUndefined()
  })
})
