import { describe, expect, it } from 'vitest'

import { walFileOf } from './database'
import { groupFlushes } from './sqliteSingleWriter'

/** A flush that ends when the test says so, recording when each one started. */
function manualFlush() {
  const ends: (() => void)[] = []
  const flush = () => new Promise<void>((resolve) => ends.push(resolve))
  return { flush, started: () => ends.length, end: (index: number) => ends[index]!() }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('groupFlushes', () => {
  it('gives the first caller a flush at once, and every caller during it the one after it', async () => {
    const { flush, started, end } = manualFlush()
    const sync = groupFlushes(flush)
    let firstDone = false
    const first = sync().then(() => (firstDone = true))
    const during = [sync(), sync(), sync()]
    let duringDone = 0
    for (const promise of during) void promise.then(() => duringDone++)
    expect(started()).toBe(1)
    end(0)
    await first
    await settled()
    expect(firstDone).toBe(true)
    // The callers that came during the first flush may have written after it began: they wait for a second one.
    expect(duringDone).toBe(0)
    expect(started()).toBe(2)
    end(1)
    await Promise.all(during)
    expect(started()).toBe(2)
  })

  it('starts a new flush for a caller after the last one ended, and passes a failure on', async () => {
    let calls = 0
    const sync = groupFlushes(async () => {
      if (++calls === 1) throw new Error('EIO')
    })
    await expect(sync()).rejects.toThrow('EIO')
    await sync()
    await sync()
    expect(calls).toBe(3)
  })
})

describe('walFileOf', () => {
  it('names the log of a SQLite file, and none for a database in memory or elsewhere', () => {
    expect(walFileOf('file:/data/site.db')).toBe('/data/site.db-wal')
    expect(walFileOf('file:/data/site.db?mode=rwc')).toBe('/data/site.db-wal')
    expect(walFileOf('file::memory:')).toBeUndefined()
    expect(walFileOf('file:/data/x.db?mode=memory')).toBeUndefined()
    expect(walFileOf('libsql://db.example.com')).toBeUndefined()
  })
})
