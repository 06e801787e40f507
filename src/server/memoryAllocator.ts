/**
 * The memory allocator the server runs with (its environment, set by whoever starts server.mjs:
 * scripts/server-process.mjs). jemalloc, from Debian's libjemalloc2, where installed: glibc's
 * allocator keeps what Next's renders and the leads' queries freed (its main heap stayed about 80 MB
 * larger after a load), while jemalloc gives it back a second after a load ends, from a background
 * thread of its own. sharp's documentation asks for it too, for libvips. Without it, glibc is held to
 * two arenas and fixed trim and mmap thresholds (glibc otherwise raises them as a load allocates
 * large blocks).
 */
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Where Debian and Ubuntu install libjemalloc2, on Intel and Arm machines. */
export const jemallocPaths = ['/usr/lib/x86_64-linux-gnu/libjemalloc.so.2', '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2']

/** glibc's settings, when jemalloc is not installed. */
export const glibcEnv = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '131072' }

export function memoryAllocator(installed: (path: string) => boolean = fs.existsSync): { name: 'jemalloc' | 'glibc'; env: Record<string, string> } {
  const jemalloc = jemallocPaths.find((path) => installed(path))
  if (!jemalloc) return { name: 'glibc', env: glibcEnv }
  return {
    name: 'jemalloc',
    env: { LD_PRELOAD: jemalloc, MALLOC_CONF: 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0' },
  }
}

/** The allocator a running process uses, read from the libraries it has mapped (Linux). */
export function allocatorOf(pid: number) {
  try {
    return fs.readFileSync(`/proc/${pid}/maps`, 'utf8').includes('libjemalloc') ? 'jemalloc' : 'glibc'
  } catch {
    return undefined
  }
}

// Run as a program (npm start, package.json), it prints its environment as NAME=value words for `env`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(
    Object.entries(memoryAllocator().env)
      .map(([name, value]) => `${name}=${value}`)
      .join(' '),
  )
}
