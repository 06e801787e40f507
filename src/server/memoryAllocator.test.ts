import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'

import { allocatorOf, glibcEnv, jemallocPaths, memoryAllocator } from './memoryAllocator'

describe('memoryAllocator', () => {
  it('preloads jemalloc where libjemalloc2 is installed, purging from a background thread', () => {
    const { name, env } = memoryAllocator((path) => path === jemallocPaths[1])
    expect(name).toBe('jemalloc')
    expect(env.LD_PRELOAD).toBe(jemallocPaths[1])
    expect(env.MALLOC_CONF).toContain('background_thread:true')
  })

  it("holds glibc's allocator to two arenas and fixed thresholds without it", () => {
    expect(memoryAllocator(() => false)).toEqual({ name: 'glibc', env: glibcEnv })
  })

  it('is what a process started with that environment runs with', async () => {
    const { name, env } = memoryAllocator()
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)'], { env: { ...process.env, ...env }, stdio: 'ignore' })
    try {
      await new Promise((resolve) => child.once('spawn', resolve))
      // The dynamic loader maps the preloaded library before Node's own code runs.
      await expect.poll(() => allocatorOf(child.pid!), { timeout: 5_000 }).toBe(name)
    } finally {
      child.kill()
    }
  })
})
