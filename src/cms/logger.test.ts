import { Writable } from 'node:stream'
import { APIError, AuthenticationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { createLogger } from './logger'

/** A logger writing into memory, and the lines it wrote. */
function capturedLogger() {
  let written = ''
  const destination = new Writable({
    write(chunk, _encoding, done) {
      written += String(chunk)
      done()
    },
  })
  const logger = createLogger(destination)
  const lines = () => written.split('\n').slice(0, -1)
  return { logger, lines, written: () => written }
}

describe('the server log', () => {
  it('writes a value holding CR/LF as one JSON object on one line, and reads back the same', () => {
    const { logger, lines, written } = capturedLogger()
    const subject = 'New quote request from X\r\nERROR forged\nINFO also forged'
    logger.info({ mail: { to: ['leads@studio.example'], subject }, msg: subject })
    logger.warn('second record')

    expect(written().endsWith('\n')).toBe(true)
    expect(lines()).toHaveLength(2)
    const [first, second] = lines().map((line) => JSON.parse(line))
    expect(first).toMatchObject({ level: 30, msg: subject, mail: { subject } })
    expect(second).toMatchObject({ level: 40, msg: 'second record' })
  })

  it('writes line separators, C1 controls and bidi controls as \\u escapes', () => {
    const { logger, lines } = capturedLogger()
    const name = 'X\u2028ERROR\u2029\u0085\u009b31m \u202egnp.exe\u2066\u200f\u061c'
    logger.info({ name, msg: 'lead' })

    expect(lines()).toHaveLength(1)
    expect(lines()[0]).toMatch(/^[\x20-\x7e]*$/)
    expect(JSON.parse(lines()[0]!).name).toBe(name)
  })

  it('logs a refused request (a 4xx error) at info, with its status and without a stack', () => {
    const { logger, lines } = capturedLogger()
    logger.error({ err: new AuthenticationError() })
    logger.error({ err: new APIError('Request body too large', 413) })

    const records = lines().map((line) => JSON.parse(line))
    expect(records).toEqual([
      expect.objectContaining({ level: 30, status: 401, msg: 'The email or password provided is incorrect.' }),
      expect.objectContaining({ level: 30, status: 413, msg: 'Request body too large' }),
    ])
    expect(lines().join('\n')).not.toContain('stack')
  })

  it('keeps server failures at error level with their stack', () => {
    const { logger, lines } = capturedLogger()
    logger.error({ err: new APIError('Something broke', 500) })
    logger.error({ err: new AuthenticationError(), msg: 'A failure of our own that happens to carry a 401' })

    const records = lines().map((line) => JSON.parse(line))
    expect(records.map((record) => record.level)).toEqual([50, 50])
    expect(records[0].err.stack).toContain('Something broke')
  })
})
