/** Prints the environment of the memory allocator the server runs with (src/server/memoryAllocator.mjs) as NAME=value words, for `env` in npm start. */
import { memoryAllocator } from '../src/server/memoryAllocator.mjs'

console.log(
  Object.entries(memoryAllocator().env)
    .map(([name, value]) => `${name}=${value}`)
    .join(' '),
)
