import { Writable } from 'node:stream'
import { expect, it } from 'vitest'

import { createLogger } from '@/cms/logger'
import { logRefusal } from './logRefusal'
import { Refusal } from './respond'

it('logs a refused submission as one info record with its form, status and reason, and no stack', () => {
  let written = ''
  const logger = createLogger(
    new Writable({
      write(chunk, _encoding, done) {
        written += String(chunk)
        done()
      },
    }),
  )
  logRefusal({ logger }, 'quote', new Refusal(429, 'Too many requests. Try again in a few minutes.', { 'Retry-After': '60' }))
  logRefusal({ logger }, 'career', { status: 422, fields: ['name_c', 'resume'] })

  const lines = written.split('\n').slice(0, -1)
  expect(lines.map((line) => JSON.parse(line))).toEqual([
    expect.objectContaining({ level: 30, form: 'quote', status: 429, reason: 'Too many requests. Try again in a few minutes.', msg: 'Form submission refused' }),
    expect.objectContaining({ level: 30, form: 'career', status: 422, fields: ['name_c', 'resume'], msg: 'Form submission refused' }),
  ])
  expect(written).not.toContain('stack')
})
