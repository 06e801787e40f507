import { defaultLoggerOptions } from 'payload'
import { type DestinationStream, type LogFn, type Logger, pino } from 'pino'

import { development, loggingEnabled } from './env'

/**
 * Characters that would let a logged value break or disguise its line in a terminal or a log
 * viewer even inside JSON: DEL and C1 controls, NEL, line and paragraph separators, bidi controls.
 * JSON.stringify leaves them raw; written as \u escapes, the line reads the same once parsed.
 */
const unsafeInLogs = /[\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

const escaped = (line: string) =>
  line.replace(unsafeInLogs, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** The HTTP status of an error a client caused (4xx), if the record is nothing but that error. */
function refusalStatus(args: unknown[]): number | undefined {
  const [record] = args
  if (args.length !== 1 || !record || typeof record !== 'object' || Object.keys(record).join() !== 'err') return undefined
  const { status } = (record as { err: { status?: unknown } }).err ?? {}
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
}

/**
 * Payload logs an error answered to a REST or admin call as a record holding only the error, at
 * error level with its stack unless `loggingLevels` names its class. Names cannot be relied on: a
 * plain APIError may be a 400 or a 500, and the production build renames classes (Forbidden is
 * logged as 'o'), so `loggingLevels` never matches there. The status can be relied on. A refused
 * request is not our fault: one info line, its status and its message.
 */
function refusalsAsInfo(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number) {
  const status = level > this.levels.values.info! ? refusalStatus(args) : undefined
  if (status === undefined) return method.apply(this, args)
  this.info({ status, msg: (args[0] as { err: Error }).err.message })
}

/**
 * Payload's logger: one JSON object per line (pino's own format), so that nothing a visitor typed
 * can start a line of its own. `next dev` keeps Payload's readable output; `destination` is for tests.
 */
export function createLogger(destination?: DestinationStream): Logger {
  const readable = development()
  return pino(
    {
      name: 'payload',
      enabled: loggingEnabled(),
      hooks: { logMethod: refusalsAsInfo, streamWrite: escaped },
    },
    destination ?? (readable ? defaultLoggerOptions : process.stdout),
  )
}
