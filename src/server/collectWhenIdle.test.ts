import { EventEmitter } from 'node:events'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { collectWhenIdle } from './collectWhenIdle.mjs'

describe('collecting garbage when the server falls idle', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('collects once after a burst of requests, when none has come for a while, and never while idle', () => {
    vi.useFakeTimers()
    const gc = vi.fn()
    vi.stubGlobal('gc', gc)
    const server = new EventEmitter()
    collectWhenIdle(server, 5000)

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
})
