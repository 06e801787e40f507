/**
 * Loaded first in the public pages' server (node --import, src/server/astroProcess.ts): it lives
 * and ends with server.mjs. A SIGTERM sent to the whole process group (a service manager stopping
 * the site) is left to server.mjs, which lets the requests in flight, its own and the ones it passed
 * here, finish before it exits; its exit, however it comes (a kill -9 too), closes the IPC channel,
 * and this process exits with it. Over the same channel server.mjs, which sees every request, says
 * when the site has gone idle after serving: this process then collects its garbage as it does
 * (src/server/collectWhenIdle.ts).
 */
import { collectAllGarbage, collectGarbageMessage } from './collectWhenIdle.ts'

process.on('SIGTERM', () => {})
process.on('SIGINT', () => {})
process.on('disconnect', () => process.exit(0))
process.on('message', (message) => {
  if (message === collectGarbageMessage) collectAllGarbage()
})
