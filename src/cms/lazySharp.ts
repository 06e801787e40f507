import { createRequire } from 'node:module'

import type { SharpDependency } from 'payload'

const require = createRequire(import.meta.url)

/**
 * sharp for Payload's uploads, loaded the first time a picture is resized rather than when Payload
 * starts: libvips holds about 27 MB of each process's memory, and the public pages' process never
 * resizes, the admin's only when an editor uploads. Payload calls sharp synchronously, hence `require`.
 */
export const lazySharp: SharpDependency = (...args) => (require('sharp') as SharpDependency)(...args)
