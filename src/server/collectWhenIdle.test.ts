import { EventEmitter } from 'node:events'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { collectWhenIdle } from './collectWhenIdle'

describe('collecting garbage when the server falls idle', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('collects once after a burst of requests, when none has come for a while, and never while idle', () => {
    vi.useFakeTimers()
    const gc = vi.fn()
    const server = new EventEmitter()
    collectWhenIdle(server, 5000, gc)

    vi.advanceTimersByTime(20_000)
    expect(gc).not.toHaveBeenCalled()

    for (let request = 0; request < 10; request++) {
      server.emit('request')
      vi.advanceTimersByTime(1000)
    }
    expect(gc).not.toHaveBeenCalled()
    vi.advanceTimersByTime(4000)
    expect(gc).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(60_000)
    expect(gc).toHaveBeenCalledTimes(1)

    server.emit('request')
    vi.advanceTimersByTime(5000)
    expect(gc).toHaveBeenCalledTimes(2)
  })

  it("gives the heap's pages back: the heap is smaller after an idle collection", async () => {
    const server = new EventEmitter()
    collectWhenIdle(server, 50)
    let garbage: unknown[] | null = Array.from({ length: 1_000_000 }, (_, index) => ({ index }))
    const grown = process.memoryUsage().heapTotal
    garbage = null
    server.emit('request')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(garbage).toBeNull()
    expect(process.memoryUsage().heapTotal).toBeLessThan(grown - 20 * 1024 * 1024)
  })
})
